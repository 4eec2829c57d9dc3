/**
 * The role sets operations admit, named once. Every service operation, GraphQL decorator and
 * REST route reads its roles from here (through the operation's declaration), and the web app
 * may read them to decide what to show.
 */
import type { ApiScope } from './api-scopes';
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

/**
 * Who may call a staff operation: its roles and, when API tokens may call it too, the one scope
 * a token needs (api-scopes.ts). A plain role set admits signed-in staff only. It stays one flat
 * list so that type-graphql's `@Authorized(op.access)` carries it to the auth checker unchanged.
 */
export type StaffAccess = readonly (StaffRole | ApiScope)[];

/** A role set that API tokens holding `scope` may also use (on behalf of their creator). */
export function withScope<const Roles extends RoleSet, const Scope extends ApiScope>(
  roles: Roles,
  scope: Scope,
): readonly [...Roles, Scope] {
  return [...roles, scope];
}

/** Whether a role belongs to a set (a plain `includes` refuses a wider argument type). */
export function roleIn(roles: StaffAccess, role: StaffRole): boolean {
  return roles.includes(role);
}

/** The roles of a rule, without its scope. */
export function rolesOf(access: StaffAccess): StaffRole[] {
  return access.filter((entry): entry is StaffRole => !entry.includes(':'));
}

/** The scope API tokens need for a rule; undefined: signed-in staff only. */
export function scopeOf(access: StaffAccess): ApiScope | undefined {
  return access.find((entry): entry is ApiScope => entry.includes(':'));
}
