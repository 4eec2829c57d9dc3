import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backofficeScenarios,
  seedDatedLeads,
} from '../../api/src/modules/backoffice/backoffice.scenarios';
import { Order } from '../../api/src/modules/billing/order.entity';
import { Job } from '../../api/src/modules/careers/job.entity';
import { JobApplication } from '../../api/src/modules/careers/job-application.entity';
import { monthRange } from '../../api/src/modules/backoffice/calendar.service';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { Task } from '../../api/src/modules/workforce/task.entity';
import { graphqlRequest } from '../support/graphql';
import { createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

interface Figure {
  key: string;
  value: number;
  comparison: { label: string; value: number } | null;
}
interface Dashboard {
  adminDashboard: {
    figures: Figure[];
    charts: { key: string; points: { label: string; value: number }[] }[];
    recentActivity: { kind: string; title: string; at: string; link: string }[];
  };
}
interface Hit {
  kind: string;
  recordId: number;
  title: string;
  link: string;
}
interface Notifications {
  unseenCount: number;
  items: { kind: string; title: string; unseen: boolean; link: string }[];
}

const DASHBOARD = `query { adminDashboard {
  figures { key value comparison { label value } }
  charts { key points { label value } }
  recentActivity { kind title at link } } }`;
const SEARCH = `query Search($query: String!) { adminSearch(query: $query) { kind recordId title link } }`;
const NOTIFICATIONS = `query { adminNotifications { unseenCount items { kind title unseen link } } }`;
const MARK_SEEN = `mutation { markAdminNotificationsSeen { unseenCount } }`;
const CALENDAR = `query Calendar($month: String!) { adminCalendar(month: $month) { month from to entries { kind recordId date } } }`;
const CONTACT = `mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`;

let server: TestServer;
let admin: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server.url, server.orm, 'ADMIN');
  await seedDatedLeads(server.orm, backofficeScenarios.leadWeeks);
  await seedCareersScenario(server.orm, careersScenarios.standard);
  await seedBlogScenario(server.orm, [
    ...blogScenarios.standard,
    { slug: 'acme-case-study', title: 'How ACME grew online', category: 'SEO_BENEFITS', age: 0 },
  ]);
});
afterAll(() => server.close());

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}, caller = admin) =>
  graphqlRequest<T>(server.url, query, variables, { token: caller.token });

describe('adminDashboard', () => {
  it('shows figures counted from the stored rows', async () => {
    const { data, errors } = await asAdmin<Dashboard>(DASHBOARD);
    expect(errors).toBeUndefined();
    const figures = new Map(data?.adminDashboard.figures.map((figure) => [figure.key, figure]));
    expect(figures.get('leadsThisWeek')).toMatchObject({
      value: 3,
      comparison: { label: 'last week', value: 2 },
    });
    expect(figures.get('newLeads')?.value).toBe(5);
    expect(figures.get('openJobs')).toMatchObject({ value: 4, comparison: { value: 1 } });
    expect(figures.get('posts')?.value).toBe(5);
  });

  it('charts leads per day over 14 days, including today', async () => {
    const { data } = await asAdmin<Dashboard>(DASHBOARD);
    const chart = data?.adminDashboard.charts.find((entry) => entry.key === 'leadsPerDay');
    expect(chart?.points).toHaveLength(14);
    // Leads aged 0.1 to 13 days fall inside; the 30-day-old one does not.
    expect(chart?.points.reduce((sum, point) => sum + point.value, 0)).toBe(5);
  });

  it('lists recent activity across modules, newest first, with links', async () => {
    const { data } = await asAdmin<Dashboard>(DASHBOARD);
    const activity = data?.adminDashboard.recentActivity ?? [];
    expect(activity.length).toBeLessThanOrEqual(10);
    expect(activity[0]).toMatchObject({ kind: 'LEAD', title: 'Project request from Nisha Rao' });
    expect(activity[0]?.link).toMatch(/^\/admin\/messages\?lead=\d+$/);
    const times = activity.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(activity.map((item) => item.kind))).toEqual(new Set(['LEAD', 'POST', 'JOB']));
  });

  it('refuses anonymous callers and other roles', async () => {
    const anonymous = await graphqlRequest(server.url, DASHBOARD);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    const refused = await asAdmin(DASHBOARD, {}, marketing);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});

describe('adminSearch', () => {
  it('finds posts, jobs and leads case-insensitively, with links into their sections', async () => {
    const { data } = await asAdmin<{ adminSearch: Hit[] }>(SEARCH, { query: 'acme' });
    const found = data?.adminSearch.map((hit) => [hit.kind, hit.title]);
    expect(found).toEqual([
      ['LEAD', 'Nisha Rao'],
      ['POST', 'How ACME grew online'],
    ]);
    const jobs = await asAdmin<{ adminSearch: Hit[] }>(SEARCH, { query: 'ENGINEER' });
    expect(jobs.data?.adminSearch.map((hit) => hit.title).sort()).toEqual([
      'Backend Engineer',
      'Frontend Engineer (100% React)',
    ]);
    expect(jobs.data?.adminSearch[0]?.link).toMatch(/^\/admin\/career\?job=\d+$/);
  });

  it('treats % and _ as plain characters and limits results per kind', async () => {
    const percent = await asAdmin<{ adminSearch: Hit[] }>(SEARCH, { query: '100%' });
    expect(percent.data?.adminSearch.map((hit) => hit.title)).toEqual([
      'Frontend Engineer (100% React)',
      'React Basics',
    ]);
    const broad = await asAdmin<{ adminSearch: Hit[] }>(SEARCH, { query: 'example.in' });
    expect(broad.data?.adminSearch.filter((hit) => hit.kind === 'LEAD')).toHaveLength(5);
  });

  it('names the problem with a too short or too long query', async () => {
    const short = await asAdmin(SEARCH, { query: ' a ' });
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { query: 'Search text must be at least 2 characters' },
    });
    const long = await asAdmin(SEARCH, { query: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions?.fields).toEqual({
      query: 'Search text must be at most 100 characters',
    });
  });
});

describe('adminNotifications', () => {
  it('counts new leads until marked seen, per admin, and counts the next lead again', async () => {
    const before = await asAdmin<{ adminNotifications: Notifications }>(NOTIFICATIONS);
    expect(before.data?.adminNotifications.unseenCount).toBe(5);
    expect(before.data?.adminNotifications.items[0]).toMatchObject({
      kind: 'LEAD',
      title: 'Project request from Nisha Rao',
      unseen: true,
    });

    const marked = await asAdmin<{ markAdminNotificationsSeen: Notifications }>(MARK_SEEN);
    expect(marked.data?.markAdminNotificationsSeen.unseenCount).toBe(0);
    const other = await signInAs(server.url, server.orm, 'ADMIN');
    const othersView = await asAdmin<{ adminNotifications: Notifications }>(
      NOTIFICATIONS,
      {},
      other,
    );
    expect(othersView.data?.adminNotifications.unseenCount).toBe(5);

    await graphqlRequest(server.url, CONTACT, { input: leadScenarios.contact });
    const after = await asAdmin<{ adminNotifications: Notifications }>(NOTIFICATIONS);
    expect(after.data?.adminNotifications.unseenCount).toBe(1);
    expect(after.data?.adminNotifications.items[0]).toMatchObject({
      title: 'Contact message from Asha Verma',
      unseen: true,
    });
    expect(after.data?.adminNotifications.items[1]?.unseen).toBe(false);
  });

  it('refuses marking seen without an admin session, storing nothing', async () => {
    const anonymous = await graphqlRequest(server.url, MARK_SEEN);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('adminCalendar', () => {
  it('answers the month’s days and its entries', async () => {
    const { data, errors } = await asAdmin<{
      adminCalendar: { month: string; from: string; to: string; entries: unknown[] };
    }>(CALENDAR, { month: '2028-02' });
    expect(errors).toBeUndefined();
    expect(data?.adminCalendar).toMatchObject({
      month: '2028-02',
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(Array.isArray(data?.adminCalendar.entries)).toBe(true);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const answer = await asAdmin(CALENDAR, { month: '2026-13' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { month: 'Month must look like 2026-11' },
    });
  });

  it('computes month ranges', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('tasks from the workforce module', () => {
  interface CalendarAnswer {
    adminCalendar: {
      entries: {
        kind: string;
        recordId: number;
        code: string;
        title: string;
        date: string;
        previousDate: string | null;
        status: string;
        assignee: string | null;
        link: string;
      }[];
    };
  }
  const FULL_CALENDAR = `query Calendar($month: String!) { adminCalendar(month: $month) {
    entries { kind recordId code title date previousDate status assignee link } } }`;
  let taskIds: number[] = [];

  beforeAll(async () => {
    const marketer = await createStaff(server.orm, { role: 'MARKETING', firstName: 'Ravi' });
    const em = server.orm.em.fork();
    const tasks = [
      em.create(Task, {
        title: 'Visit Acme',
        description: 'Demo',
        dueDate: '2027-03-05',
        assignee: marketer.id,
      }),
      em.create(Task, {
        title: 'Call Kumar Traders',
        description: 'Follow up',
        dueDate: '2027-03-20',
        previousDueDate: '2027-03-02',
        status: 'RESCHEDULED',
      }),
      em.create(Task, {
        title: 'Done deal',
        description: 'x',
        dueDate: '2027-04-01',
        status: 'COMPLETED',
      }),
    ];
    await em.flush();
    taskIds = tasks.map((task) => task.id);
  });

  it('puts tasks and reschedules on the calendar by due date, with assignee and status', async () => {
    const { data, errors } = await asAdmin<CalendarAnswer>(FULL_CALENDAR, { month: '2027-03' });
    expect(errors).toBeUndefined();
    expect(data?.adminCalendar.entries).toEqual([
      {
        kind: 'TASK',
        recordId: taskIds[0],
        code: `T-${String(taskIds[0]).padStart(6, '0')}`,
        title: 'Visit Acme',
        date: '2027-03-05',
        previousDate: null,
        status: 'Pending',
        assignee: 'Ravi marketing',
        link: '/admin/calendar?month=2027-03',
      },
      expect.objectContaining({
        kind: 'RESCHEDULE',
        title: 'Call Kumar Traders',
        date: '2027-03-20',
        previousDate: '2027-03-02',
        status: 'Rescheduled',
        assignee: null,
      }),
    ]);
  });

  it('counts tasks by status on the dashboard', async () => {
    const { data } = await asAdmin<Dashboard>(DASHBOARD);
    const chart = data?.adminDashboard.charts.find((entry) => entry.key === 'tasksByStatus');
    expect(chart?.points).toEqual([
      { label: 'Pending', value: 1 },
      { label: 'Completed', value: 1 },
      { label: 'Incompleted', value: 0 },
      { label: 'Rescheduled', value: 1 },
      { label: 'Rejected', value: 0 },
    ]);
    const openTasks = data?.adminDashboard.figures.find((figure) => figure.key === 'openTasks');
    expect(openTasks?.value).toBe(2);
  });

  it('finds tasks by title, their due day written as staff read dates', async () => {
    const { data } = await asAdmin<{ adminSearch: { title: string; detail: string }[] }>(
      `query Search($query: String!) { adminSearch(query: $query) { title detail } }`,
      { query: 'kumar traders' },
    );
    expect(data?.adminSearch).toEqual([
      {
        title: 'Call Kumar Traders',
        detail: `T-${String(taskIds[1]).padStart(6, '0')} · due 20/03/2027 · Rescheduled`,
      },
    ]);
  });
});

describe('orders from the billing module', () => {
  beforeAll(async () => {
    const em = server.orm.em.fork();
    const order = (reference: string, status: 'PAID' | 'CREATED', amountPaise: number) =>
      em.create(Order, {
        reference,
        plan: 'basic',
        cycle: 'monthly',
        amountPaise,
        customerName: 'Meera Singh',
        customerMobile: '9876543210',
        provider: 'sandbox',
        status,
        paidAt: status === 'PAID' ? new Date() : null,
      });
    order('ORDABCDEFGHIJKLMNOP', 'PAID', 1_250_050);
    order('ORDQRSTUVWXYZ234567', 'CREATED', 99_900);
    await em.flush();
  });

  it('shows paid orders and revenue in rupees from paid orders only', async () => {
    const { data, errors } = await asAdmin<Dashboard>(DASHBOARD);
    expect(errors).toBeUndefined();
    const figures = new Map(data?.adminDashboard.figures.map((figure) => [figure.key, figure]));
    expect(figures.get('paidOrders')).toMatchObject({ value: 1, comparison: { value: 2 } });
    expect(figures.get('revenue')).toMatchObject({
      value: 12500.5,
      comparison: { label: 'last 7 days', value: 12500.5 },
    });
  });
});

describe('job applications from the careers module', () => {
  beforeAll(async () => {
    const em = server.orm.em.fork();
    const job = await em.findOneOrFail(Job, { status: 'PUBLISHED' }, { orderBy: { id: 'asc' } });
    const application = (fullName: string, status: 'NEW' | 'SHORTLISTED') =>
      em.create(JobApplication, {
        job,
        fullName,
        email: `${fullName.split(' ')[0]?.toLowerCase() ?? 'x'}@example.com`,
        phone: '9876543210',
        experience: '3 years',
        portfolio: null,
        resumeKey: '0123456789abcdef0123456789abcdef',
        resumeMime: 'application/pdf',
        resumeName: 'resume.pdf',
        resumeSize: 1024,
        status,
      });
    application('Kavya Reddy', 'NEW');
    application('Arjun Mehta', 'SHORTLISTED');
    await em.flush();
  });

  it('counts applications this week and per status', async () => {
    const { data, errors } = await asAdmin<Dashboard>(DASHBOARD);
    expect(errors).toBeUndefined();
    const figures = new Map(data?.adminDashboard.figures.map((figure) => [figure.key, figure]));
    expect(figures.get('applicationsThisWeek')).toMatchObject({
      value: 2,
      comparison: { value: 0 },
    });
    const byStatus = data?.adminDashboard.charts.find((c) => c.key === 'applicationsByStatus');
    expect(byStatus?.points).toEqual(
      expect.arrayContaining([
        { label: 'New', value: 1 },
        { label: 'Shortlisted', value: 1 },
        { label: 'Hired', value: 0 },
      ]),
    );
  });

  it('finds applicants by name and rings the bell for new applications', async () => {
    const { data } = await asAdmin<{ adminSearch: Hit[] }>(SEARCH, { query: 'kavya' });
    expect(data?.adminSearch.map((hit) => [hit.kind, hit.title])).toEqual([
      ['APPLICATION', 'Kavya Reddy'],
    ]);
    const bell = await asAdmin<{ adminNotifications: Notifications }>(NOTIFICATIONS);
    expect(bell.data?.adminNotifications.items.map((item) => item.title)).toContain(
      'Application from Kavya Reddy',
    );
  });
});
