import { formatStaffDateTime } from '../../lib/format-date';
import type { StaffRole } from '../../../../common/staff';

export const ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Admin',
  EMPLOYER: 'Employer',
  MARKETING: 'Marketing staff',
};

/** 'Never' for an account that has not signed in yet. */
export function lastActiveLabel(iso: string | null | undefined): string {
  return iso ? formatStaffDateTime(iso) : 'Never';
}
