import { roleIn, WORKFORCE_MANAGERS } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { EMPLOYEE_PAGE_SIZE, EMPLOYEE_SORT, ONLINE_WINDOW_MS } from '../../../../common/workforce';
import {
  EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE,
  employeeSchema,
  newEmployeeSchema,
  searchSchema,
  type PageWindowInput,
} from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { Viewer } from '../../shared/auth/viewer';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { containsPattern } from '../../shared/like-pattern';
import { listOrdering } from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import {
  addStaffAccount,
  hashPassword,
  isStaffEmailTaken,
  revokeSessionsOf,
  STAFF_USER_SORT_COLUMNS,
  StaffUser,
  staffFullName,
} from '../staff/staff.public';
import { recordNativeDelete } from '../audit/audit.public';
import { parsePageWindow, searchTerms, type Page } from './paging';

/**
 * Whose e-mail and phone a reader may see: employers and admins everyone's, marketing staff only
 * their own. A colleague who reported on a task I now hold shows by name only.
 */
export function maySeeContactOf(viewer: Viewer | undefined, userId: number): boolean {
  if (!viewer) return false;
  return viewer.userId === userId || roleIn(WORKFORCE_MANAGERS, viewer.role);
}

/** Online: made a request within the last few minutes. */
export function isOnline(user: Pick<StaffUser, 'lastActiveAt'>, now = Date.now()): boolean {
  return !!user.lastActiveAt && now - user.lastActiveAt.getTime() < ONLINE_WINDOW_MS;
}

/** Employees are the staff accounts with the MARKETING role. */
const EMPLOYEE_ROLE = 'MARKETING';
const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email', 'phone'] as const;

export interface EmployeeListInput extends PageWindowInput {
  search?: string | null | undefined;
  /** `{ field, direction }`, checked against EMPLOYEE_SORT; absent: newest first. */
  sort?: unknown;
}

const employeeOrder = listOrdering(EMPLOYEE_SORT, STAFF_USER_SORT_COLUMNS);

/**
 * Employees (newest first by default), 10 a page by default; every search word must match one
 * text column.
 */
export const listEmployees = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, input: EmployeeListInput): Promise<Page<StaffUser>> => {
    const search = parseInput(searchSchema, input.search);
    const window = parsePageWindow(input, EMPLOYEE_PAGE_SIZE);
    const orderBy = employeeOrder(input.sort);
    const where: ObjectQuery<StaffUser> = { role: EMPLOYEE_ROLE };
    const terms = searchTerms(search);
    if (terms.length) {
      where.$and = terms.map((term) => ({
        $or: SEARCHED_COLUMNS.map((column) => ({ [column]: { $ilike: containsPattern(term) } })),
      }));
    }
    const [items, total] = await ctx.em.findAndCount(StaffUser, where, { orderBy, ...window });
    return { items, total };
  },
);

/** Every employee, newest first unless `sort` says otherwise (the REST facade's unpaged list). */
export const allEmployees = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, sort?: unknown): Promise<StaffUser[]> => {
    return ctx.em.find(StaffUser, { role: EMPLOYEE_ROLE }, { orderBy: employeeOrder(sort) });
  },
);

/** A new marketing staff account that can sign in to the marketing area at once. */
export const createEmployee = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, input: unknown): Promise<StaffUser> => {
    const fields = parseInput(newEmployeeSchema, input);
    await checkEmployeeEmailFree(ctx, fields.email);
    return addStaffAccount(ctx.em, { ...fields, role: EMPLOYEE_ROLE });
  },
);

/** Changes an employee; an empty password keeps the current one, a new one ends their sessions. */
export const updateEmployee = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, id: number, input: unknown): Promise<StaffUser> => {
    const fields = parseInput(employeeSchema, input);
    const employee = await findEmployee(ctx, id);
    await checkEmployeeEmailFree(ctx, fields.email, id);
    employee.firstName = fields.firstName;
    employee.lastName = fields.lastName;
    employee.email = fields.email;
    employee.phone = fields.phone;
    if (fields.password) employee.passwordHash = await hashPassword(fields.password);
    await ctx.em.flush();
    if (fields.password) await revokeSessionsOf(ctx.em, id);
    return employee;
  },
);

/**
 * The same words whether the e-mail belongs to another employee, an employer or an admin, so
 * the employee screens cannot be used to find out which e-mails are admins'.
 */
async function checkEmployeeEmailFree(
  ctx: ServiceContext,
  email: string,
  employeeId?: number,
): Promise<void> {
  if (await isStaffEmailTaken(ctx.em, email, employeeId)) {
    throw new ValidationError(EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE, {
      email: EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE,
    });
  }
}

/**
 * Removes the employee's account and sessions. Their tasks stay, unassigned, and their reports
 * stay in the tasks' history.
 */
export const deleteEmployee = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, id: number): Promise<true> => {
    await ctx.em.transactional(async (em) => {
      const employee = await em.findOne(StaffUser, { id, role: EMPLOYEE_ROLE });
      if (!employee) throw employeeNotFound(id);
      // A native delete lets the database drop the sessions and unassign the tasks itself.
      await em.nativeDelete(StaffUser, { id });
      await recordNativeDelete(em, { type: 'account', id, label: staffFullName(employee) });
    });
    return true;
  },
);

/** An employee by id; other staff accounts (admins, employers) are not employees here. */
export async function findEmployee(ctx: ServiceContext, id: number): Promise<StaffUser> {
  const employee = await ctx.em.findOne(StaffUser, { id, role: EMPLOYEE_ROLE });
  if (!employee) throw employeeNotFound(id);
  return employee;
}

function employeeNotFound(id: number): NotFoundError {
  return new NotFoundError(`No employee with id ${id}`);
}
