/** Staff roles and the addresses of each staff area; shared by the API and the web app. */
export const STAFF_ROLES = ['ADMIN', 'EMPLOYER', 'MARKETING'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Where each role signs in, and where it lands afterwards (the spec's route table). */
export const STAFF_AREAS: Record<StaffRole, { loginPath: string; homePath: string }> = {
  ADMIN: { loginPath: '/login', homePath: '/admin/home' },
  EMPLOYER: { loginPath: '/employeer/login', homePath: '/employeer/home' },
  MARKETING: { loginPath: '/marketing/login', homePath: '/marketing/dashboard' },
};

/** Failed sign-ins allowed per account and per address within the window, then 429. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_RATE_LIMITED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
