import type { StaffRole } from '../../../../common/staff';
import type { RoleSet } from '../../../../common/access';
import type { ServiceContext } from '../context';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** The signed-in staff member behind a request, resolved from a verified session. */
export interface Viewer {
  userId: number;
  role: StaffRole;
  sessionId: string;
  name: string;
}

/** Which callers an operation admits: anyone, or signed-in staff of the listed roles. */
export type Access = 'public' | RoleSet;

/**
 * The one authorization rule, used by every staff service operation (operation.ts), GraphQL's
 * authChecker and the REST route table: 401 without a session, 403 for a role not listed.
 */
export function requireRole(ctx: ServiceContext, roles: readonly StaffRole[]): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  if (!roles.includes(viewer.role)) throw new ForbiddenError();
  return viewer;
}
