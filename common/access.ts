/**
 * The role sets operations admit, named once. Every service operation, GraphQL decorator and
 * REST route reads its roles from here (through the operation's declaration), and the web app
 * may read them to decide what to show.
 */
import type { StaffRole } from './staff';

/** Admins only: the back office proper (blog, careers, leads, users, payments, outbox). */
export const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly StaffRole[];

/** Who manages the field team: employers, and admins who can do anything. */
export const WORKFORCE_MANAGERS = ['ADMIN', 'EMPLOYER'] as const satisfies readonly StaffRole[];

/** The marketing staff's own area: their tasks and outcome reports. */
export const MARKETING_ONLY = ['MARKETING'] as const satisfies readonly StaffRole[];

/** Every signed-in staff member, for what each does with their own account (two-factor sign-in). */
export const ALL_STAFF = ['ADMIN', 'EMPLOYER', 'MARKETING'] as const satisfies readonly StaffRole[];

export type RoleSet = readonly StaffRole[];

/** Whether a role belongs to a set (a plain `includes` refuses a wider argument type). */
export function roleIn(roles: RoleSet, role: StaffRole): boolean {
  return roles.includes(role);
}
