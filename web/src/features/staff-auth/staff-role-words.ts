import type { StaffRole } from '../../../../common/staff';

/** How the sign-in pages speak of each role: one of them, all of them, and their area. */
export const STAFF_ROLE_WORDS: Record<StaffRole, { one: string; all: string; area: string }> = {
  ADMIN: { one: 'an admin', all: 'admins', area: 'the admin area' },
  EMPLOYER: { one: 'an employer', all: 'employers', area: 'the employer area' },
  MARKETING: {
    one: 'a member of the marketing staff',
    all: 'the marketing staff',
    area: 'the marketing area',
  },
};
