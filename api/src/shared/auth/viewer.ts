import type { StaffRole } from '../../../../common/staff';
import { rolesOf, scopeOf, type StaffAccess } from '../../../../common/access';
import { scopeAllows, type ApiScope } from '../../../../common/api-scopes';
import type { ServiceContext } from '../context';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** The signed-in staff member behind a request, resolved from a verified session. */
export interface Viewer {
  userId: number;
  role: StaffRole;
  /** The session of a signed-in person; empty for an API token. */
  sessionId: string;
  name: string;
  /**
   * Set when an API token made the request: it acts for the admin who created it (userId, role)
   * but only within its scopes, and never on staff-only operations.
   */
  apiToken?: { id: number; scopes: readonly ApiScope[] };
}

/** Which callers an operation admits: anyone, or signed-in staff of the listed roles. */
export type Access = 'public' | StaffAccess;

export const STAFF_ONLY_MESSAGE =
  'API tokens cannot do this: it is kept for staff signed in to the back office.';

export function missingScopeMessage(scope: ApiScope): string {
  return `This API token lacks the '${scope}' scope.`;
}

/**
 * The one authorization rule, used by every staff service operation (operation.ts), GraphQL's
 * authChecker and the REST route table: 401 without a session, 403 for a role not listed, and
 * for an API token also 403 unless the rule names a scope the token holds.
 */
export function requireRole(ctx: ServiceContext, access: StaffAccess): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  if (!rolesOf(access).includes(viewer.role)) throw new ForbiddenError();
  if (viewer.apiToken) {
    const needed = scopeOf(access);
    if (!needed) throw new ForbiddenError(STAFF_ONLY_MESSAGE);
    if (!scopeAllows(viewer.apiToken.scopes, needed)) {
      throw new ForbiddenError(missingScopeMessage(needed));
    }
  }
  return viewer;
}
