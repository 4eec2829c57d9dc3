import { HttpResponse } from 'msw';
import { EMPLOYEE_PAGE_SIZE } from '../../../common/workforce';
import {
  EmployerCreateEmployeeDocument,
  EmployerDeleteEmployeeDocument,
  EmployerEmployeesDocument,
  EmployerReportsWithoutTaskDocument,
  EmployerTasksDocument,
  type EmployeeInput,
  type EmployerEmployeeFragment,
  type EmployerEmployeesQueryVariables,
  type EmployerOutcomeReportFragment,
  type EmployerTaskRowFragment,
  type EmployerTasksQueryVariables,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, pageOf, type Stub } from './stubs';

export type Employee = EmployerEmployeeFragment & { __typename: 'Employee' };

export function employee(id: number, firstName: string, online = false): Employee {
  return {
    __typename: 'Employee',
    id: String(id),
    firstName,
    lastName: 'Kapoor',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+91 98100 00003',
    online,
  };
}

interface EmployeesOptions {
  /** Page n's rows, asked for at offset (n - 1) * 10; by default one page holding everyone. */
  pages?: Employee[][];
  /** Rows for a search; any other request gets the page asked for. */
  searchWhen?: Stub<EmployerEmployeesQueryVariables, Employee[]>[];
}

/** The employer's employee list: keeps writes (as one page) and records every call. */
export function serveEmployees(initial: Employee[], options: EmployeesOptions = {}) {
  const server = {
    searches: [] as (string | null | undefined)[],
    created: [] as EmployeeInput[],
    deleted: [] as string[],
  };
  let pages = options.pages ?? [initial];
  mockApi.use(
    graphqlApi.query(EmployerEmployeesDocument, ({ variables }) => {
      server.searches.push(variables.search);
      const byOffset = pages.map((rows, index) => ({
        when: { offset: index * EMPLOYEE_PAGE_SIZE },
        answer: rows,
      }));
      const rows = answerFor(variables, byOffset, []);
      const items = answerFor(variables, options.searchWhen ?? [], rows);
      const total = items === rows ? pages.flat().length : items.length;
      return HttpResponse.json({ data: { employees: { items, total } } });
    }),
    graphqlApi.mutation(EmployerCreateEmployeeDocument, ({ variables }) => {
      server.created.push(variables.input);
      const { firstName, lastName } = variables.input;
      const created = { ...employee(99, firstName), lastName };
      pages = [[created, ...pages.flat()]];
      return HttpResponse.json({ data: { createEmployee: created } });
    }),
    graphqlApi.mutation(EmployerDeleteEmployeeDocument, ({ variables }) => {
      server.deleted.push(variables.id);
      pages = [pages.flat().filter((row) => row.id !== variables.id)];
      return HttpResponse.json({ data: { deleteEmployee: true } });
    }),
  );
  return server;
}

type Report = EmployerOutcomeReportFragment & { __typename: 'TaskOutcome' };
type TaskRow = EmployerTaskRowFragment & { __typename: 'Task' };

/** A report from the field by Kiran Rao: a sale for COMPLETED, a region and date otherwise. */
export function outcomeReport(
  id: number,
  kind: Report['kind'],
  overrides: Partial<Report> = {},
): Report {
  const sale = kind === 'COMPLETED';
  const reporter = {
    __typename: 'Employee',
    id: '7',
    firstName: 'Kiran',
    lastName: 'Rao',
  } as const;
  return {
    __typename: 'TaskOutcome',
    id: String(id),
    kind,
    companyName: 'Acme Traders',
    name: 'Meera Shah',
    phone: '+91 98765 43210',
    currentLocation: 'Pune',
    region: sale ? null : 'West',
    date: sale ? null : '2026-11-28',
    category: sale ? 'Category 2' : null,
    value: sale ? '25000' : null,
    plan: sale ? 'Plan 3' : null,
    createdAt: '2026-11-24T09:30:00.000Z',
    reportedBy: reporter,
    ...overrides,
  };
}

/** A task as the employer's list shows it, numbered n (T-00000n), with its reports. */
export function taskRow(n: number, title: string, overrides: Partial<TaskRow> = {}): TaskRow {
  return {
    __typename: 'Task',
    id: String(n),
    taskCode: `T-${String(n).padStart(6, '0')}`,
    title,
    description: `Talk to the owner about ${title}`,
    customerName: 'Acme Traders',
    priority: 'MEDIUM',
    status: 'PENDING',
    dueDate: '2026-11-25',
    previousDueDate: null,
    assignee: null,
    outcomes: [],
    ...overrides,
  };
}

/**
 * The employer's task list as one page, and the reports sent without a task; records what each
 * list request asked for.
 */
export function serveTasks(tasks: TaskRow[], reportsWithoutTask: Report[] = []) {
  const server = { asked: [] as EmployerTasksQueryVariables[] };
  mockApi.use(
    graphqlApi.query(EmployerTasksDocument, ({ variables }) => {
      server.asked.push(variables);
      return HttpResponse.json({ data: { tasks: pageOf('TaskPage', tasks) } });
    }),
    graphqlApi.query(EmployerReportsWithoutTaskDocument, () =>
      HttpResponse.json({
        data: { reportsWithoutTask: pageOf('TaskOutcomePage', reportsWithoutTask) },
      }),
    ),
  );
  return server;
}
