import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../common/workforce';
import { EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE } from '../../common/workforce.schemas';
import { workforceScenarios } from '../../api/src/modules/workforce/workforce.scenarios';
import { graphqlRequest, type GraphqlAnswer } from '../support/graphql';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let employer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer();
  employer = await signInAs(server.url, server.orm, 'EMPLOYER');
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

const EMPLOYEE_FIELDS = 'id firstName lastName email phone online lastActiveAt createdAt';
const TASK_FIELDS = `id taskCode title description customerName priority status dueDate
  previousDueDate assignee { id firstName } outcomes { kind region date category reportedBy { id } }`;

async function call<T = Record<string, unknown>>(
  caller: SignedInStaff,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  return graphqlRequest<T>(server.url, query, variables, { token: caller.token });
}

function errorOf(answer: GraphqlAnswer) {
  return answer.errors?.[0];
}

const employeeInput = workforceScenarios.employee;
const outcome = workforceScenarios.outcome;

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  online: boolean;
}
interface Task {
  id: number;
  taskCode: string;
  title: string;
  status: string;
  dueDate: string;
  previousDueDate: string | null;
  priority: string;
  assignee: { id: number; firstName: string } | null;
  outcomes: {
    kind: string;
    region: string | null;
    date: string | null;
    category: string | null;
    reportedBy: { id: number } | null;
  }[];
}

async function createEmployee(overrides: Record<string, unknown> = {}) {
  const input = employeeInput(overrides);
  const answer = await call<{ createEmployee: Employee }>(
    employer,
    `mutation($input: EmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`,
    { input },
  );
  if (!answer.data?.createEmployee) throw new Error(JSON.stringify(answer.errors));
  return { employee: answer.data.createEmployee, input };
}

async function createTask(input: Record<string, unknown>) {
  const answer = await call<{ createTask: Task }>(
    employer,
    `mutation($input: TaskInput!) { createTask(input: $input) { ${TASK_FIELDS} } }`,
    { input: workforceScenarios.task(input) },
  );
  if (!answer.data?.createTask) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createTask;
}

/** Signs the employee in to the marketing area with the password the employer gave. */
function signInEmployee(employee: Employee, password: string) {
  return signInAs(server.url, server.orm, 'MARKETING', {
    id: employee.id,
    role: 'MARKETING',
    email: employee.email,
    password,
  });
}

describe('employees', () => {
  it('creates a marketing account that can sign in, without any password in the answer', async () => {
    const { employee, input } = await createEmployee({ email: 'Mixed.Case@Example.com' });
    expect(employee).toMatchObject({
      firstName: 'Kiran',
      email: 'mixed.case@example.com',
      phone: '+91 98100-12345',
      online: false,
    });
    expect(JSON.stringify(employee)).not.toMatch(/argon2|password/i);
    const signedIn = await signInEmployee(employee, input.password);
    expect(signedIn.token).toBeTruthy();
    const list = await call<{ employees: { items: Employee[] } }>(
      employer,
      `{ employees(search: "mixed.case") { items { email online } } }`,
    );
    expect(list.data?.employees.items).toEqual([{ email: 'mixed.case@example.com', online: true }]);
  });

  it("refuses bad input with the form's messages, writing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '  ' }, 'firstName', 'Please fill in all required fields'],
      [{ phone: '' }, 'phone', 'Please fill in all required fields'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ phone: '12345' }, 'phone', 'Please enter a valid phone number'],
      [{ phone: '98100abc12345' }, 'phone', 'Please enter a valid phone number'],
      [{ password: '' }, 'password', 'Password is required for new employees'],
      [{ password: null }, 'password', 'Password is required for new employees'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await call(
        employer,
        `mutation($input: EmployeeInput!) { createEmployee(input: $input) { id } }`,
        { input: employeeInput(overrides) },
      );
      expect(errorOf(answer)?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(errorOf(answer)?.extensions?.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it("does not tell an admin's e-mail from an employee's when it is taken", async () => {
    const { employee, input } = await createEmployee();
    const create = (email: string) =>
      call(employer, `mutation($input: EmployeeInput!) { createEmployee(input: $input) { id } }`, {
        input: { ...employeeInput(), email },
      });
    const update = (email: string) =>
      call(
        employer,
        `mutation($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { id } }`,
        { id: employee.id, input: { ...input, email } },
      );
    const { input: colleague } = await createEmployee();
    for (const answer of [
      await create(input.email.toUpperCase()),
      await create(admin.email),
      await update(colleague.email),
      await update(admin.email),
    ]) {
      expect(errorOf(answer)?.message).toBe(EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE);
      expect(errorOf(answer)?.extensions?.fields).toEqual({
        email: EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE,
      });
    }
  });

  it('updates an employee; an empty password keeps the old one, a new one replaces it', async () => {
    const { employee, input } = await createEmployee();
    const update = (changes: Record<string, unknown>) =>
      call<{ updateEmployee: Employee }>(
        employer,
        `mutation($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${EMPLOYEE_FIELDS} } }`,
        { id: employee.id, input: { ...input, ...changes } },
      );
    const renamed = await update({ lastName: 'Menon', password: '' });
    expect(renamed.data?.updateEmployee.lastName).toBe('Menon');
    await expect(signInEmployee(employee, input.password)).resolves.toBeTruthy();
    await update({ password: 'a brand new password' });
    await expect(signInEmployee(employee, input.password)).rejects.toThrow(/401/);
    await expect(signInEmployee(employee, 'a brand new password')).resolves.toBeTruthy();
    const bad = await update({ email: 'nope' });
    expect(errorOf(bad)?.extensions?.fields?.['email']).toBe('Please enter a valid email address');
  });

  it('will not touch staff accounts that are not employees', async () => {
    for (const mutation of [
      `mutation($id: ID!) { deleteEmployee(id: $id) }`,
      `mutation($id: ID!) { updateEmployee(id: $id, input: ${JSON.stringify(employeeInput()).replace(/"(\w+)":/g, '$1:')}) { id } }`,
    ]) {
      const answer = await call(employer, mutation, { id: admin.id });
      expect(errorOf(answer)?.extensions?.code).toBe('NOT_FOUND');
    }
    await expect(signInAs(server.url, server.orm, 'ADMIN', admin)).resolves.toBeTruthy();
  });

  it('searches every text column case-insensitively, word by word, 10 a page', async () => {
    for (let index = 0; index < 11; index += 1) {
      await createEmployee({ firstName: 'Pagetest', lastName: `Member${index}` });
    }
    const page = (search: string, offset: number) =>
      call<{ employees: { items: Employee[]; total: number } }>(
        employer,
        `query($search: String, $offset: Int!) { employees(search: $search, offset: $offset) { items { lastName } total } }`,
        { search, offset },
      );
    const first = await page('PAGETEST', 0);
    expect(first.data?.employees).toMatchObject({ total: 11 });
    expect(first.data?.employees.items).toHaveLength(10);
    const second = await page('pagetest', 10);
    expect(second.data?.employees.items).toEqual([{ lastName: 'Member0' }]);
    const byFullName = await page('pagetest member10', 0);
    expect(byFullName.data?.employees.items).toEqual([{ lastName: 'Member10' }]);
    const hostile = await page("%' OR 1=1 --", 0);
    expect(hostile.data?.employees.total).toBe(0);
    const badPage = await page('x', -1);
    expect(errorOf(badPage)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sorts by name as people read it, capitals or not, and refuses an unknown direction', async () => {
    for (const lastName of ['Chopra', 'bose', 'Anand']) {
      await createEmployee({ firstName: 'Sorttest', lastName });
    }
    const sorted = (sort: Record<string, string>) =>
      call<{ employees: { items: Employee[] } }>(
        employer,
        `query($sort: EmployeeSort) { employees(search: "sorttest", sort: $sort) { items { lastName } } }`,
        { sort },
      );
    const lastNames = async (sort: Record<string, string>) =>
      (await sorted(sort)).data?.employees.items.map((employee) => employee.lastName);
    expect(await lastNames({ field: 'NAME' })).toEqual(['Anand', 'bose', 'Chopra']);
    expect(await lastNames({ field: 'NAME', direction: 'DESC' })).toEqual([
      'Chopra',
      'bose',
      'Anand',
    ]);
    // The default: newest first.
    expect(await lastNames({ field: 'CREATED_AT', direction: 'DESC' })).toEqual([
      'Anand',
      'bose',
      'Chopra',
    ]);
    const sideways = await sorted({ field: 'NAME', direction: 'SIDEWAYS' });
    expect(errorOf(sideways)?.message).toMatch(/"SIDEWAYS" does not exist in "SortDirection"/);
  });

  it('deletes an employee; their tasks stay, unassigned', async () => {
    const { employee } = await createEmployee();
    const task = await createTask({ title: 'Orphan', assigneeId: employee.id });
    expect(task.assignee?.id).toBe(employee.id);
    const deleted = await call(employer, `mutation($id: ID!) { deleteEmployee(id: $id) }`, {
      id: employee.id,
    });
    expect(deleted.data).toEqual({ deleteEmployee: true });
    const again = await call(employer, `mutation($id: ID!) { deleteEmployee(id: $id) }`, {
      id: employee.id,
    });
    expect(errorOf(again)?.extensions?.code).toBe('NOT_FOUND');
    const tasks = await call<{ tasks: { items: Task[] } }>(
      employer,
      `{ tasks(search: "Orphan") { items { title assignee { id } } } }`,
    );
    expect(tasks.data?.tasks.items).toEqual([{ title: 'Orphan', assignee: null }]);
  });
});

describe('tasks', () => {
  it('creates a task with a short code, Medium priority by default, pending and unassigned', async () => {
    const task = await createTask({ title: 'Brochure delivery', customerName: 'Sharma Textiles' });
    expect(task).toMatchObject({
      title: 'Brochure delivery',
      priority: 'MEDIUM',
      status: 'PENDING',
      assignee: null,
      outcomes: [],
    });
    expect(task.taskCode).toBe(`T-${String(task.id).padStart(6, '0')}`);
  });

  it('refuses missing fields, bad dates, unknown assignees and oversize text', async () => {
    const totalTasks = async () =>
      (await call<{ tasks: { total: number } }>(employer, `{ tasks { total } }`)).data?.tasks.total;
    const before = await totalTasks();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Please fill in all required fields'],
      [{ description: ' ' }, 'description', 'Please fill in all required fields'],
      [{ dueDate: '' }, 'dueDate', 'Please fill in all required fields'],
      [{ dueDate: '2026-02-30' }, 'dueDate', 'Due date must be a date written YYYY-MM-DD'],
      [{ dueDate: '23/11/2026' }, 'dueDate', 'Due date must be a date written YYYY-MM-DD'],
      [{ assigneeId: 987654 }, 'assigneeId', 'no such employee'],
      [{ assigneeId: employer.id }, 'assigneeId', 'no such employee'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await call(
        employer,
        `mutation($input: TaskInput!) { createTask(input: $input) { id } }`,
        { input: { title: 'T', description: 'D', dueDate: '2026-12-01', ...overrides } },
      );
      expect(errorOf(answer)?.extensions?.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await totalTasks()).toBe(before);
  });

  it('updates, assigns, unassigns and deletes a task, all stored', async () => {
    const { employee } = await createEmployee();
    const task = await createTask({ title: 'Draft' });
    const updated = await call<{ updateTask: Task }>(
      employer,
      `mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`,
      {
        id: task.id,
        input: { title: 'Final', description: 'D', dueDate: '2026-12-24', priority: 'HIGH' },
      },
    );
    expect(updated.data?.updateTask).toMatchObject({
      title: 'Final',
      priority: 'HIGH',
      dueDate: '2026-12-24',
    });
    const assign = (employeeId: number | null) =>
      call<{ assignTask: Task }>(
        employer,
        `mutation($taskId: ID!, $employeeId: ID) { assignTask(taskId: $taskId, employeeId: $employeeId) { assignee { id firstName } } }`,
        { taskId: task.id, employeeId },
      );
    expect((await assign(employee.id)).data?.assignTask.assignee?.id).toBe(employee.id);
    const byAssignee = await call<{ tasks: { items: Task[] } }>(
      employer,
      `query($search: String) { tasks(search: $search) { items { title } } }`,
      { search: `final ${employee.lastName}` },
    );
    expect(byAssignee.data?.tasks.items).toEqual([{ title: 'Final' }]);
    expect((await assign(null)).data?.assignTask.assignee).toBeNull();
    expect(errorOf(await assign(admin.id))?.extensions?.code).toBe('BAD_USER_INPUT');
    const byCode = await call<{ tasks: { items: Task[] } }>(
      employer,
      `query($search: String) { tasks(search: $search) { items { id } } }`,
      { search: task.taskCode.toLowerCase() },
    );
    expect(byCode.data?.tasks.items).toEqual([{ id: task.id }]);
    const remove = () => call(admin, `mutation($id: ID!) { deleteTask(id: $id) }`, { id: task.id });
    expect((await remove()).data).toEqual({ deleteTask: true });
    expect(errorOf(await remove())?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the employer task list', () => {
  const searchIds = async (search: string) => {
    const answer = await call<{ tasks: { items: Pick<Task, 'id'>[] } }>(
      employer,
      `query($search: String) { tasks(search: $search, limit: 50) { items { id } } }`,
      { search },
    );
    return answer.data?.tasks.items.map((task) => task.id);
  };

  it('finds a task by every field it shows: priority, status, due date as shown and as YYYY-MM-DD', async () => {
    const { employee } = await createEmployee({ firstName: 'Zubin' });
    const task = await createTask({
      title: 'Quokka visit',
      priority: 'HIGH',
      dueDate: '2026-11-25',
      assigneeId: employee.id,
    });
    const other = await createTask({
      title: 'Quokka call',
      priority: 'LOW',
      dueDate: '2026-12-03',
    });
    expect(await searchIds('high')).toContain(task.id);
    expect(await searchIds('2026-11-25')).toContain(task.id);
    expect(await searchIds('2026-11-25')).not.toContain(other.id);
    for (const search of [
      'quokka high',
      'quokka 2026-11-25',
      'quokka 25/11/2026',
      'quokka 25 Nov 2026',
      'quokka november',
      'quokka zubin',
    ]) {
      expect(await searchIds(search), search).toEqual([task.id]);
    }
    expect(await searchIds('quokka low unassigned')).toEqual([other.id]);
    expect((await searchIds('quokka pending'))?.sort()).toEqual([task.id, other.id].sort());
    expect(await searchIds('quokka completed')).toEqual([]);
  });

  it('sorts by priority High to Low, status along the pipeline, due date and assignee (unassigned last)', async () => {
    const { employee: bose, input } = await createEmployee({ firstName: 'bose' });
    const { employee: anand } = await createEmployee({ firstName: 'Anand' });
    const low = await createTask({ title: 'Wombat c', priority: 'LOW', dueDate: '2026-12-01' });
    const high = await createTask({
      title: 'Wombat a',
      priority: 'HIGH',
      dueDate: '2026-12-09',
      assigneeId: bose.id,
    });
    const medium = await createTask({
      title: 'Wombat b',
      priority: 'MEDIUM',
      dueDate: '2026-12-05',
      assigneeId: anand.id,
    });
    const me = await signInEmployee(bose, input.password);
    await call(
      me,
      `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
      { input: outcome(high.taskCode, 'COMPLETED') },
    );
    const sorted = (sort: Record<string, string>) =>
      call<{ tasks: { items: Pick<Task, 'id'>[] } }>(
        employer,
        `query($sort: TaskSort) { tasks(search: "wombat", sort: $sort) { items { id } } }`,
        { sort },
      );
    const ids = async (sort: Record<string, string>) =>
      (await sorted(sort)).data?.tasks.items.map((task) => task.id);
    expect(await ids({ field: 'PRIORITY' })).toEqual([high.id, medium.id, low.id]);
    // Pending before completed, though C sorts before P.
    expect(await ids({ field: 'STATUS' })).toEqual([low.id, medium.id, high.id]);
    expect(await ids({ field: 'DUE_DATE', direction: 'DESC' })).toEqual([
      high.id,
      medium.id,
      low.id,
    ]);
    expect(await ids({ field: 'ASSIGNEE' })).toEqual([medium.id, high.id, low.id]);
    expect(await ids({ field: 'ASSIGNEE', direction: 'DESC' })).toEqual([
      high.id,
      medium.id,
      low.id,
    ]);
    expect(await ids({ field: 'CREATED_AT', direction: 'DESC' })).toEqual(
      (await sorted({ field: 'CREATED_AT' })).data?.tasks.items.map((task) => task.id).reverse(),
    );
    const unknown = await sorted({ field: 'PASSWORD' });
    expect(errorOf(unknown)?.message).toMatch(/"PASSWORD" does not exist in "TaskSortField"/);
  });

  it('refuses to edit or assign a completed or rejected task, which stays as reported', async () => {
    const { employee, input } = await createEmployee();
    const { employee: colleague } = await createEmployee();
    const me = await signInEmployee(employee, input.password);
    for (const kind of ['COMPLETED', 'REJECTED'] as const) {
      const task = await createTask({ title: `Closed ${kind}`, assigneeId: employee.id });
      await call(
        me,
        `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
        { input: outcome(task.taskCode, kind) },
      );
      const state = kind === 'COMPLETED' ? 'completed' : 'rejected';
      const edit = await call(
        employer,
        `mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { id } }`,
        { id: task.id, input: { title: 'Changed', description: 'D', dueDate: '2026-12-24' } },
      );
      expect(errorOf(edit)?.message).toBe(
        `This task is already ${state}: it can no longer be edited`,
      );
      const assign = await call(
        employer,
        `mutation($taskId: ID!, $employeeId: ID) { assignTask(taskId: $taskId, employeeId: $employeeId) { id } }`,
        { taskId: task.id, employeeId: colleague.id },
      );
      expect(errorOf(assign)?.message).toBe(
        `This task is already ${state}: it can no longer be assigned`,
      );
      const stored = await call<{ tasks: { items: Task[] } }>(
        employer,
        `query($search: String) { tasks(search: $search) { items { title status assignee { id } } } }`,
        { search: task.taskCode },
      );
      expect(stored.data?.tasks.items).toEqual([
        { title: `Closed ${kind}`, status: kind, assignee: { id: employee.id } },
      ]);
    }
  });
});

describe('marketing staff and their tasks', () => {
  it('see only their own tasks; another person’s task is not found and cannot be reported', async () => {
    const mine = await createEmployee();
    const theirs = await createEmployee();
    const me = await signInEmployee(mine.employee, mine.input.password);
    const myTask = await createTask({ title: 'Mine', assigneeId: mine.employee.id });
    const theirTask = await createTask({ title: 'Theirs', assigneeId: theirs.employee.id });
    const list = await call<{ myTasks: { items: Task[]; total: number } }>(
      me,
      `{ myTasks { items { taskCode title } total } }`,
    );
    expect(list.data?.myTasks).toEqual({
      items: [{ taskCode: myTask.taskCode, title: 'Mine' }],
      total: 1,
    });
    const other = await call(me, `query($code: String!) { myTask(taskCode: $code) { id } }`, {
      code: theirTask.taskCode,
    });
    expect(errorOf(other)?.extensions?.code).toBe('NOT_FOUND');
    const report = await call(
      me,
      `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
      { input: outcome(theirTask.taskCode, 'REJECTED') },
    );
    expect(errorOf(report)?.extensions?.code).toBe('NOT_FOUND');
    const employerView = await call(me, `{ tasks { total } }`);
    expect(errorOf(employerView)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reschedule keeps the previous date; completed closes the task; both are in its history', async () => {
    const { employee, input } = await createEmployee();
    const me = await signInEmployee(employee, input.password);
    const today = businessDay();
    const later = businessDay(new Date(), 3);
    const task = await createTask({ title: 'Loop', assigneeId: employee.id, dueDate: today });
    const todays = await call<{ myTodayTasks: { items: Task[] } }>(
      me,
      `{ myTodayTasks { items { id } } }`,
    );
    expect(todays.data?.myTodayTasks.items).toEqual([{ id: task.id }]);

    const report = (fields: Record<string, unknown>) =>
      call<{ reportTaskOutcome: Task }>(
        me,
        `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { ${TASK_FIELDS} } }`,
        { input: fields },
      );
    const rescheduled = await report({ ...outcome(task.taskCode, 'RESCHEDULED'), date: later });
    expect(rescheduled.data?.reportTaskOutcome).toMatchObject({
      status: 'RESCHEDULED',
      dueDate: later,
      previousDueDate: today,
      outcomes: [
        { kind: 'RESCHEDULED', region: 'North', date: later, reportedBy: { id: employee.id } },
      ],
    });
    const list = await call<{ myRescheduledTasks: { items: Task[] } }>(
      me,
      `{ myRescheduledTasks { items { id previousDueDate dueDate } } }`,
    );
    expect(list.data?.myRescheduledTasks.items).toEqual([
      { id: task.id, previousDueDate: today, dueDate: later },
    ]);
    const found = await call<{ searchMyTasks: { items: Task[] } }>(
      me,
      `query($q: String, $d: String) { searchMyTasks(query: $q, date: $d) { items { id } } }`,
      { q: task.taskCode, d: later },
    );
    expect(found.data?.searchMyTasks.items).toEqual([{ id: task.id }]);

    const completed = await report(outcome(task.taskCode, 'COMPLETED'));
    expect(completed.data?.reportTaskOutcome.status).toBe('COMPLETED');
    expect(completed.data?.reportTaskOutcome.outcomes.map((entry) => entry.kind)).toEqual([
      'RESCHEDULED',
      'COMPLETED',
    ]);
    const closed = await report(outcome(task.taskCode, 'REJECTED'));
    expect(errorOf(closed)?.message).toBe('This task is already completed');
  });

  it('refuses a reschedule to the day the task is already due, naming the date', async () => {
    const { employee, input } = await createEmployee();
    const me = await signInEmployee(employee, input.password);
    const due = businessDay(new Date(), 2);
    const task = await createTask({ title: 'Same day', assigneeId: employee.id, dueDate: due });
    const answer = await call(
      me,
      `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
      { input: { ...outcome(task.taskCode, 'RESCHEDULED'), date: due } },
    );
    const [year, month, day] = due.split('-');
    const message = `Reschedule date must differ from the task's current date (${day}/${month}/${year})`;
    expect(errorOf(answer)?.message).toBe(message);
    expect(errorOf(answer)?.extensions?.fields).toEqual({ date: message });
    const unchanged = await call<{ myTask: Task }>(
      me,
      `query($code: String!) { myTask(taskCode: $code) { status dueDate outcomes { kind } } }`,
      { code: task.taskCode },
    );
    expect(unchanged.data?.myTask).toEqual({ status: 'PENDING', dueDate: due, outcomes: [] });
  });

  it('refuses outcome forms with any required field missing, naming it', async () => {
    const { employee, input } = await createEmployee();
    const me = await signInEmployee(employee, input.password);
    const task = await createTask({ title: 'Forms', assigneeId: employee.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...outcome(task.taskCode, 'COMPLETED'), plan: null }, 'plan'],
      [{ ...outcome(task.taskCode, 'COMPLETED'), value: ' ' }, 'value'],
      [{ ...outcome(task.taskCode, 'COMPLETED'), category: 'Category 9' }, 'category'],
      [{ ...outcome(task.taskCode, 'REJECTED'), region: '' }, 'region'],
      [{ ...outcome(task.taskCode, 'INCOMPLETED'), date: null }, 'date'],
      [{ ...outcome(task.taskCode, 'INCOMPLETED'), phone: 'call me' }, 'phone'],
      [{ ...outcome(task.taskCode, 'INCOMPLETED'), companyName: '' }, 'companyName'],
      [{ ...outcome(task.taskCode, 'RESCHEDULED'), date: businessDay(new Date(), -1) }, 'date'],
    ];
    for (const [fields, field] of cases) {
      const answer = await call(
        me,
        `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
        { input: fields },
      );
      expect(errorOf(answer)?.extensions?.fields?.[field], JSON.stringify(fields)).toBeTruthy();
    }
    const unchanged = await call<{ myTask: Task }>(
      me,
      `query($code: String!) { myTask(taskCode: $code) { status outcomes { kind } } }`,
      { code: task.taskCode },
    );
    expect(unchanged.data?.myTask).toEqual({ status: 'PENDING', outcomes: [] });
  });
});

describe("a colleague's contact details", () => {
  it('reach employers but not the marketing colleague who takes over the task', async () => {
    const reporter = await createEmployee({ firstName: 'Asha', phone: '+91 98100-55555' });
    const successor = await createEmployee({ firstName: 'Bala' });
    const task = await createTask({ title: 'Handover', assigneeId: reporter.employee.id });
    const asReporter = await signInEmployee(reporter.employee, reporter.input.password);
    const reported = await call(
      asReporter,
      `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
      { input: outcome(task.taskCode, 'INCOMPLETED') },
    );
    expect(reported.errors).toBeUndefined();
    await call(
      employer,
      `mutation($taskId: ID!, $employeeId: ID) { assignTask(taskId: $taskId, employeeId: $employeeId) { id } }`,
      { taskId: task.id, employeeId: successor.employee.id },
    );
    const REPORTER = 'outcomes { reportedBy { firstName lastName email phone } }';

    const asSuccessor = await signInEmployee(successor.employee, successor.input.password);
    const mine = await call<{ myTask: Task }>(
      asSuccessor,
      `query($code: String!) { myTask(taskCode: $code) { assignee { email } ${REPORTER} } }`,
      { code: task.taskCode },
    );
    expect(mine.data?.myTask).toEqual({
      assignee: { email: successor.employee.email },
      outcomes: [
        {
          reportedBy: {
            firstName: 'Asha',
            lastName: reporter.employee.lastName,
            email: null,
            phone: null,
          },
        },
      ],
    });

    const managed = await call<{ tasks: { items: Task[] } }>(
      employer,
      `query($search: String) { tasks(search: $search) { items { ${REPORTER} } } }`,
      { search: task.taskCode },
    );
    expect(managed.data?.tasks.items[0]?.outcomes[0]?.reportedBy).toEqual({
      firstName: 'Asha',
      lastName: reporter.employee.lastName,
      email: reporter.employee.email,
      phone: '+91 98100-55555',
    });
  });
});

describe('employer dashboard', () => {
  it('counts employees and task outcomes from the database, with this week against last', async () => {
    const before = await dashboard();
    const { employee, input } = await createEmployee();
    const me = await signInEmployee(employee, input.password);
    const task = await createTask({ assigneeId: employee.id, title: 'Dashboard' });
    await call(
      me,
      `mutation($input: TaskOutcomeInput!) { reportTaskOutcome(input: $input) { id } }`,
      {
        input: outcome(task.taskCode, 'REJECTED'),
      },
    );
    const after = await dashboard();
    expect(after.totalUsers.total).toBe(before.totalUsers.total + 1);
    expect(after.totalUsers.lastSevenDays).toBe(before.totalUsers.lastSevenDays + 1);
    expect(after.rejectedTasks.total).toBe(before.rejectedTasks.total + 1);
    expect(after.completedTasks.total).toBe(before.completedTasks.total);
    expect(after.rejectedTasks.previousSevenDays).toBe(0);
    expect(after.rejectedTasks.changePercent).toBeNull();
    expect(after.recentUsers[0]?.id).toBe(employee.id);
    expect(after.recentTasks[0]?.id).toBe(task.id);
  });
});

interface Figure {
  total: number;
  lastSevenDays: number;
  previousSevenDays: number;
  changePercent: number | null;
}
async function dashboard() {
  const figure = 'total lastSevenDays previousSevenDays changePercent';
  const answer = await call<{
    employerDashboard: Record<'totalUsers' | 'completedTasks' | 'rejectedTasks', Figure> & {
      recentUsers: { id: number }[];
      recentTasks: { id: number }[];
    };
  }>(
    employer,
    `{ employerDashboard { totalUsers { ${figure} } completedTasks { ${figure} }
      rejectedTasks { ${figure} } recentUsers { id } recentTasks { id } } }`,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.employerDashboard;
}
