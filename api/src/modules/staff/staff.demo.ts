import type { StaffRole } from '../../../../common/staff';

/** The embedded demo's sign-ins, printed at start; never created in production. */
export const DEMO_STAFF_PASSWORD = 'demo-password';

export const DEMO_STAFF: ReadonlyArray<{
  role: StaffRole;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}> = [
  {
    role: 'ADMIN',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'admin@example.com',
    phone: '+91 98100 00001',
  },
  {
    role: 'EMPLOYER',
    firstName: 'Rohit',
    lastName: 'Mehra',
    email: 'employer@example.com',
    phone: '+91 98100 00002',
  },
  {
    role: 'MARKETING',
    firstName: 'Neha',
    lastName: 'Kapoor',
    email: 'marketing@example.com',
    phone: '+91 98100 00003',
  },
];
