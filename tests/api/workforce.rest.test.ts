import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, TASK_SORT } from '../../common/workforce';
import { EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE } from '../../common/workforce.schemas';
import { graphqlRequest } from '../support/graphql';
import { bearer, createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let employer: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer();
  employer = await signInAs(server.url, server.orm, 'EMPLOYER');
});
afterAll(() => server.close());

async function rest(
  method: string,
  path: string,
  caller: SignedInStaff,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & unknown[] }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...bearer(caller.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

let counter = 0;
function employeeBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Meera',
    last_name: `Iyer${counter}`,
    email: `meera${counter}@example.com`,
    password: 'rest password 1',
    phone: '9810012345',
    ...overrides,
  };
}

async function newEmployee() {
  const body = employeeBody();
  const created = await rest('POST', '/v1/emplyeers/admins/createEmployee', employer, body);
  const employee = created.body['employee'] as { id: number; email: string };
  const staff = await signInAs(server.url, server.orm, 'MARKETING', {
    id: employee.id,
    role: 'MARKETING',
    email: employee.email,
    password: body.password,
  });
  return { employee, staff };
}

describe('employee routes', () => {
  it('creates, lists, updates and deletes employees with snake_case fields and no password', async () => {
    const created = await rest(
      'POST',
      '/v1/emplyeers/admins/createEmployee',
      employer,
      employeeBody(),
    );
    expect(created.status).toBe(201);
    const employee = created.body['employee'] as Record<string, unknown>;
    expect(employee).toMatchObject({
      first_name: 'Meera',
      phone: '9810012345',
      last_active: null,
      online: false,
    });
    const list = await rest('GET', '/v1/emplyeers/admins/allemplyees', employer);
    expect(list.status).toBe(200);
    expect(list.body.map((row) => (row as { id: number }).id)).toContain(employee['id']);
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/i);

    const updated = await rest('PUT', `/v1/emplyeers/${String(employee['id'])}`, employer, {
      ...employeeBody(),
      first_name: 'Meenakshi',
      password: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body['employee']).toMatchObject({ first_name: 'Meenakshi' });

    const deleted = await rest('DELETE', `/v1/emplyeers/${String(employee['id'])}`, employer);
    expect(deleted).toEqual({ status: 200, body: { success: true } });
    const again = await rest('DELETE', `/v1/emplyeers/${String(employee['id'])}`, employer);
    expect(again.status).toBe(404);
  });

  it('lists employees in the order asked for (?sort=&direction=), refusing an unknown field', async () => {
    await rest('POST', '/v1/emplyeers/admins/createEmployee', employer, employeeBody());
    await rest('POST', '/v1/emplyeers/admins/createEmployee', employer, employeeBody());
    const ids = (body: unknown[]) => body.map((row) => (row as { id: number }).id);
    const newest = await rest('GET', '/v1/emplyeers/admins/allemplyees', employer);
    const oldest = await rest(
      'GET',
      '/v1/emplyeers/admins/allemplyees?sort=CREATED_AT&direction=ASC',
      employer,
    );
    expect(ids(oldest.body)).toEqual(ids(newest.body).reverse());
    const bad = await rest('GET', '/v1/emplyeers/admins/allemplyees?sort=PASSWORD', employer);
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({
        message:
          'Invalid input: sort.field: sort field must be one of CREATED_AT, NAME, EMAIL, PHONE, LAST_ACTIVE_AT',
      }) as unknown,
    });
  });

  it('answers 400 naming the field for bad employee input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'firstName', 'Please fill in all required fields'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ phone: 'abc' }, 'phone', 'Please enter a valid phone number'],
      [{ password: undefined }, 'password', 'Password is required for new employees'],
      [{ first_name: ['array'] }, 'firstName', 'Please fill in all required fields'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await rest(
        'POST',
        '/v1/emplyeers/admins/createEmployee',
        employer,
        employeeBody(overrides),
      );
      expect(answer.status, field).toBe(400);
      expect((answer.body['fields'] as Record<string, string>)[field]).toBe(message);
    }
    const badId = await rest('PUT', '/v1/emplyeers/abc', employer, employeeBody());
    expect(badId.status).toBe(400);
  });
});

describe('an employee e-mail that another account has', () => {
  it('is refused with the same words whether that account is an employee or an admin', async () => {
    const admin = await createStaff(server.orm, { role: 'ADMIN' });
    const { employee: colleague } = await newEmployee();
    const { employee } = await newEmployee();
    const answers = [
      ...[admin.email, colleague.email].map((email) =>
        rest('POST', '/v1/emplyeers/admins/createEmployee', employer, employeeBody({ email })),
      ),
      ...[admin.email, colleague.email].map((email) =>
        rest('PUT', `/v1/emplyeers/${employee.id}`, employer, employeeBody({ email })),
      ),
    ];
    for (const answer of await Promise.all(answers)) {
      expect(answer).toEqual({
        status: 400,
        body: {
          message: EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE,
          fields: { email: EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE },
        },
      });
    }
  });
});

describe('task routes', () => {
  it('lists every task in the order asked for (?sort=&direction=), refusing an unknown field', async () => {
    const titles = (body: unknown[]) => body.map((row) => (row as { title: string }).title);
    for (const title of ['Sort b', 'sort a']) {
      await rest('POST', '/v1/emplyeers/admins/createtask', employer, {
        title,
        description: 'D',
        dueDate: businessDay(),
      });
    }
    const byTitle = await rest(
      'GET',
      '/v1/emplyeers/admins/getalltask?sort=TITLE&direction=DESC',
      employer,
    );
    const sortTitles = titles(byTitle.body).filter((title) => /^sort /i.test(title));
    expect(sortTitles).toEqual(['Sort b', 'sort a']);
    const bad = await rest('GET', '/v1/emplyeers/admins/getalltask?sort=PASSWORD', employer);
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: `Invalid input: sort.field: sort field must be one of ${TASK_SORT.fields.join(', ')}`,
      }) as unknown,
    });
  });

  it('creates a task answering task_id, lists all for the employer and a page for marketing staff', async () => {
    const { employee, staff } = await newEmployee();
    const created = await rest('POST', '/v1/emplyeers/admins/createtask', employer, {
      title: 'Pamphlets',
      description: 'Deliver 200 pamphlets',
      priority: 'High',
      dueDate: businessDay(),
      customer_name: 'Kapoor Sweets',
      assignee_id: employee.id,
    });
    expect(created.status).toBe(201);
    expect(created.body['ok']).toBe(true);
    const taskId = created.body['task_id'] as string;
    expect(taskId).toMatch(/^T-\d{6}$/);

    const all = await rest('GET', '/v1/emplyeers/admins/getalltask?all=true', employer);
    expect(all.body).toContainEqual(
      expect.objectContaining({
        task_id: taskId,
        priority: 'High',
        status: 'pending',
        customer_name: 'Kapoor Sweets',
      }),
    );
    const mine = await rest('GET', '/v1/emplyeers/admins/getalltask?page=1&limit=7', staff);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ totalPages: 1, totalTasks: 1, currentPage: 1 });
    expect((mine.body['tasks'] as { task_id: string; title: string }[])[0]).toMatchObject({
      task_id: taskId,
      title: 'Pamphlets',
      customer_name: 'Kapoor Sweets',
      status: 'pending',
    });
    const search = await rest('GET', `/tasks/search?query=${taskId}&date=${businessDay()}`, staff);
    expect(search.body).toMatchObject({ totalTasks: 1 });
    const badDate = await rest('GET', '/tasks/search?date=31-12-2026', staff);
    expect(badDate.status).toBe(400);
    const badLimit = await rest('GET', '/v1/emplyeers/admins/getalltask?page=1&limit=5000', staff);
    expect(badLimit.status).toBe(400);
  });

  it('refuses a task without its required fields', async () => {
    const answer = await rest('POST', '/v1/emplyeers/admins/createtask', employer, {
      title: 'Only a title',
    });
    expect(answer.status).toBe(400);
    expect(answer.body['fields']).toMatchObject({
      description: 'Please fill in all required fields',
    });
  });

  it('stores the reschedule, incompleted and rejected forms told apart by their regions field', async () => {
    const { employee, staff } = await newEmployee();
    const other = await newEmployee();
    const created = await rest('POST', '/v1/emplyeers/admins/createtask', employer, {
      title: 'Follow-up',
      description: 'Second visit',
      dueDate: businessDay(),
      assignee_id: employee.id,
    });
    const taskId = created.body['task_id'] as string;
    const form = {
      task_id: taskId,
      companyName: 'Kapoor Sweets',
      name: 'Raj Kapoor',
      mobile: '+91 98765 43210',
      currentLocation: 'Chandni Chowk',
      date: businessDay(new Date(), 2),
    };
    const strangers = await rest('POST', '/rejected-task', other.staff, {
      ...form,
      rejectRegions: 'North',
    });
    expect(strangers.status).toBe(404);
    const rescheduled = await rest('POST', '/rejected-task', staff, {
      ...form,
      rescheduleRegions: 'North',
    });
    expect(rescheduled.status).toBe(201);
    expect(rescheduled.body['task']).toMatchObject({
      status: 'rescheduled',
      dueDate: form.date,
      previousDueDate: businessDay(),
    });
    const incompleted = await rest('POST', '/rejected-task', staff, {
      ...form,
      incompletedRegions: 'East',
    });
    expect(incompleted.body['task']).toMatchObject({ status: 'incompleted' });
    const missing = await rest('POST', '/rejected-task', staff, {
      ...form,
      mobile: '',
      rejectRegions: 'x',
    });
    expect(missing.status).toBe(400);
    expect(missing.body['fields']).toMatchObject({ phone: 'Please fill in all required fields' });
    const rejected = await rest('POST', '/rejected-task', staff, {
      ...form,
      rejectRegions: 'West',
    });
    expect(rejected.body['task']).toMatchObject({ status: 'rejected' });
  });

  it("keeps the original clients' reports that name no task, every field, for the employer", async () => {
    const { employee, staff } = await newEmployee();
    const visit = {
      companyName: 'Gupta Hardware',
      name: 'Sunil Gupta',
      mobile: '+91 98100 77777',
      currentLocation: 'Lajpat Nagar',
    };
    // Exactly what the original forms send: no task reference anywhere.
    const originalCalls: [string, Record<string, string>][] = [
      ['rejected', { ...visit, rejectRegions: 'South', date: businessDay() }],
      ['incompleted', { ...visit, incompletedRegions: 'East', date: businessDay() }],
      ['rescheduled', { ...visit, rescheduleRegions: 'West', date: businessDay(new Date(), 4) }],
    ];
    const completed = {
      companyName: 'Gupta Hardware',
      name: 'Sunil Gupta',
      phone: '9810077777',
      currentLocation: 'Lajpat Nagar',
      category: 'Category 3',
      value: '5000',
      plan: 'Plan 1',
    };
    for (const [kind, body] of [...originalCalls, ['completed', completed] as const]) {
      const answer = await rest('POST', '/rejected-task', staff, body);
      expect(answer.status, kind).toBe(201);
      expect(answer.body['task'], kind).toBeNull();
      expect(answer.body['report'], kind).toMatchObject({ kind, task_id: null });
    }

    const answer = await graphqlRequest<{
      reportsWithoutTask: { items: Record<string, unknown>[]; total: number };
    }>(
      server.url,
      `{ reportsWithoutTask(limit: 50) { total items { kind companyName name phone currentLocation
        region date category value plan reportedBy { id } createdAt } } }`,
      {},
      { token: employer.token },
    );
    const mine = answer.data?.reportsWithoutTask.items.filter(
      (report) => (report['reportedBy'] as { id: string } | null)?.id === String(employee.id),
    );
    const sent = {
      companyName: 'Gupta Hardware',
      name: 'Sunil Gupta',
      currentLocation: 'Lajpat Nagar',
    };
    const reportOf = (kind: string, region: string, date: string) => ({
      ...sent,
      kind,
      phone: '+91 98100 77777',
      region,
      date,
      category: null,
    });
    // Newest first.
    expect(mine).toMatchObject([
      {
        ...sent,
        kind: 'COMPLETED',
        phone: '9810077777',
        category: 'Category 3',
        value: '5000',
        plan: 'Plan 1',
        region: null,
      },
      reportOf('RESCHEDULED', 'West', businessDay(new Date(), 4)),
      reportOf('INCOMPLETED', 'East', businessDay()),
      reportOf('REJECTED', 'South', businessDay()),
    ]);
  });
});
