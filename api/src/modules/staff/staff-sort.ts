import { STAFF_ROLES, type StaffSortField } from '../../../../common/staff';
import {
  byOptionalProperty,
  byProperties,
  byRank,
  byText,
  type SortColumns,
} from '../../shared/list-sort';
import type { StaffUser } from './staff-user.entity';

/** How staff accounts sort, on the Users screen and (a subset) the employer's Employees. */
export const STAFF_USER_SORT_COLUMNS: SortColumns<StaffUser, StaffSortField> = {
  CREATED_AT: byProperties('createdAt'),
  NAME: byText('first_name', 'last_name'),
  EMAIL: byText('email'),
  PHONE: byOptionalProperty('phone'),
  ROLE: byRank('role', STAFF_ROLES),
  LAST_ACTIVE_AT: byOptionalProperty('lastActiveAt'),
  // Active accounts before disabled ones.
  STATUS: byProperties('disabled'),
};
