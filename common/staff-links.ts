/**
 * Staff addresses that messages and public code link to. Kept apart from common/staff.ts, whose
 * schemas would bring zod into every page that imports the web app's paths.
 */

/** The page a password reset e-mail links to; the token follows in the address's fragment. */
export const PASSWORD_RESET_PATH = '/reset-password';

/** The page that asks for a reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
