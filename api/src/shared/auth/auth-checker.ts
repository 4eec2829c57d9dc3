import type { AuthChecker } from 'type-graphql';
import { STAFF_ROLES, type StaffRole } from '../../../../common/staff';
import type { ServiceContext } from '../context';
import { requireRole } from './viewer';

/**
 * type-graphql's hook behind `@Authorized(['ADMIN'])`. It throws our own errors rather than
 * answering false, so GraphQL clients get UNAUTHENTICATED or FORBIDDEN like REST clients get
 * 401 or 403.
 */
export const authChecker: AuthChecker<ServiceContext, StaffRole> = ({ context }, roles) => {
  if (roles.length === 0) throw new Error('@Authorized needs the roles it admits');
  requireRole(context, roles.filter(isStaffRole));
  return true;
};

function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
