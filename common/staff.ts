/** Staff roles and the addresses of each staff area; shared by the API and the web app. */
import { z } from 'zod';
import { sortableList } from './sorting';
import { requiredLine } from './text';
export const STAFF_ROLES = ['ADMIN', 'EMPLOYER', 'MARKETING'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The Users screen's sort choices; newest accounts first unless staff choose another. */
export const STAFF_SORT = sortableList(
  ['CREATED_AT', 'NAME', 'EMAIL', 'PHONE', 'ROLE', 'LAST_ACTIVE_AT', 'STATUS'],
  { field: 'CREATED_AT', direction: 'DESC' },
);
export type StaffSortField = (typeof STAFF_SORT.fields)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Where each role signs in, where it lands afterwards (the spec's route table), and its own
 * account page (two-factor sign-in).
 */
export const STAFF_AREAS: Record<
  StaffRole,
  { loginPath: string; homePath: string; accountPath: string }
> = {
  ADMIN: { loginPath: '/login', homePath: '/admin/home', accountPath: '/admin/account' },
  EMPLOYER: {
    loginPath: '/employeer/login',
    homePath: '/employeer/home',
    accountPath: '/employeer/account',
  },
  MARKETING: {
    loginPath: '/marketing/login',
    homePath: '/marketing/dashboard',
    accountPath: '/marketing/account',
  },
};

/** Failed sign-ins allowed per account from one address within the window, then 429. */
export const LOGIN_FAILURE_LIMIT = 5;
/** One address trying many accounts may fail this many times the per-account limit, then 429. */
export const LOGIN_ADDRESS_FAILURE_FACTOR = 4;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_RATE_LIMITED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** The one answer to a reset request, whether or not the address belongs to an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `If a staff account uses that address, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`;

export const PASSWORD_RESET_RATE_LIMITED_MESSAGE =
  'Too many reset requests. Please wait a few minutes and try again.';

export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid, already used or expired. Ask for a new one.';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed and you have been signed out everywhere. Sign in with the new password.';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const personName = (label: string) => requiredLine(label, 100);

/** A sign-in: the e-mail and password as typed, and which area's door it came through. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  role: z.enum(STAFF_ROLES, { error: 'Unknown staff area' }),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Phone: an optional + and at least 10 digits, spaces or hyphens (the employee form's rule). */
export const staffPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .regex(/^\+?[\d\s-]{10,}$/, 'Please enter a valid phone number');

/** A staff account as an admin creates it. */
export const staffAccountSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'Role must be ADMIN, EMPLOYER or MARKETING' }),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  phone: staffPhoneSchema.optional().nullable(),
  password: newPassword,
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;

export const newPasswordSchema = z.object({ password: newPassword });

/** 'Forgot password?': the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The reset page: the token from the e-mail's link and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: INVALID_RESET_LINK_MESSAGE })
    .trim()
    .min(1, INVALID_RESET_LINK_MESSAGE)
    .max(200, INVALID_RESET_LINK_MESSAGE),
  password: newPassword,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
