import { STAFF_AREAS, STAFF_ROLES, type StaffRole } from '../../../../common/staff';

/** The staff area a ?area= value names (admin, employer, marketing), if any. */
export function roleOfAreaParam(value: string | null): StaffRole | undefined {
  const upper = value?.toUpperCase();
  return STAFF_ROLES.find((role) => role === upper);
}

/** Where 'Back to sign in' leads: the named area's door, the admin door otherwise. */
export function signInPathFor(role: StaffRole | undefined): string {
  return STAFF_AREAS[role ?? 'ADMIN'].loginPath;
}
