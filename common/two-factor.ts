/** Two-factor sign-in (TOTP): the codes people type and the words they read, for api and web. */
import { z } from 'zod';

/** How many recovery codes an account gets; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long the second step of a sign-in may wait for its code. */
export const SIGN_IN_CHALLENGE_MINUTES = 10;

export const SIGN_IN_CHALLENGE_KINDS = ['CODE_REQUIRED', 'ENROLMENT_REQUIRED'] as const;
export type SignInChallengeKind = (typeof SIGN_IN_CHALLENGE_KINDS)[number];

export const TWO_FACTOR_CODE_PROMPT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const WRONG_TWO_FACTOR_CODE_MESSAGE =
  'That code is not right. Check the current code in your authenticator app (codes change every 30 seconds), or use a recovery code.';
export const TOO_MANY_WRONG_CODES_MESSAGE =
  'Too many wrong codes. Please wait 15 minutes and try again.';
export const SIGN_IN_CHALLENGE_EXPIRED_MESSAGE = 'This sign-in has expired. Please sign in again.';
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Two-factor sign-in is required for admins, so it cannot be turned off.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE =
  'Two-factor sign-in is already on. Turn it off first to set up another device.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE =
  'Start the set-up again: scan a new QR code, then enter its code.';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is not on for this account.';

/** A code as typed: a 6-digit app code or a recovery code, spaces allowed. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_CODE_PROMPT })
    .trim()
    .min(1, TWO_FACTOR_CODE_PROMPT)
    .max(40, TWO_FACTOR_CODE_PROMPT),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** The second step of a sign-in: the token the first step answered, and the code. */
export const twoFactorSignInSchema = twoFactorCodeSchema.extend({
  challengeToken: z
    .string({ error: SIGN_IN_CHALLENGE_EXPIRED_MESSAGE })
    .min(1, SIGN_IN_CHALLENGE_EXPIRED_MESSAGE)
    .max(2000, SIGN_IN_CHALLENGE_EXPIRED_MESSAGE),
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;
