/**
 * What other modules may use of staff: the account entity (tasks, notes and uploads point to
 * it) and the account operations the employer's employee screens reuse. Everything else in this
 * folder is the staff module's own.
 */
export { StaffUser, staffFullName } from './staff-user.entity';
export { hashPassword } from './password';
export { STAFF_USER_SORT_COLUMNS } from './staff-sort';
export {
  addStaffAccount,
  isStaffEmailTaken,
  resolveViewer,
  revokeSessionsOf,
} from './staff.service';
