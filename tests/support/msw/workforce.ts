import { HttpResponse } from 'msw';
import { EMPLOYEE_PAGE_SIZE } from '../../../common/workforce';
import {
  EmployerCreateEmployeeDocument,
  EmployerDeleteEmployeeDocument,
  EmployerEmployeesDocument,
  type EmployeeInput,
  type EmployerEmployeeFragment,
  type EmployerEmployeesQueryVariables,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, type Stub } from './stubs';

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
