import type { AuthChecker } from 'type-graphql';
import type { StaffAccess } from '../../../../common/access';
import type { ServiceContext } from '../context';
import { requireRole } from './viewer';

/**
 * type-graphql's hook behind `@Authorized(op.access)`. It throws our own errors rather than
 * answering false, so GraphQL clients get UNAUTHENTICATED or FORBIDDEN like REST clients get
 * 401 or 403.
 */
export const authChecker: AuthChecker<ServiceContext, StaffAccess[number]> = (
  { context },
  access,
) => {
  if (access.length === 0) throw new Error('@Authorized needs the roles it admits');
  requireRole(context, access);
  return true;
};
