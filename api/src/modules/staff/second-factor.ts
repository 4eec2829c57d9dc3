import { TOO_MANY_WRONG_CODES_MESSAGE } from '../../../../common/two-factor';
import type { ServiceContext } from '../../shared/context';
import { RateLimitedError } from '../../shared/rate-limit';
import { looksLikeRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { StaffUser } from './staff-user.entity';
import { verifyTotpCode } from './totp';

/** An account with its password hash and sealed secrets loaded. */
export type UserWithSecrets = StaffUser & {
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
};

export function loadUserWithSecrets(
  ctx: ServiceContext,
  id: number,
): Promise<UserWithSecrets | null> {
  return ctx.em.findOne(
    StaffUser,
    { id },
    { populate: ['passwordHash', 'totpSecret', 'totpPendingSecret'] },
  ) as Promise<UserWithSecrets | null>;
}

/**
 * Checks the second factor of an account that has it on: the authenticator app's current code or
 * an unused recovery code (which this uses up).
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  user: UserWithSecrets,
  code: string,
  wrongCode: () => Error,
): Promise<void> {
  const right = () =>
    looksLikeRecoveryCode(code)
      ? useRecoveryCode(ctx.em, user.id, code)
      : acceptTotpCode(ctx, user, user.totpSecret, code);
  await guardCodeAttempt(ctx, user.id, right, wrongCode);
}

/**
 * Turns two-factor sign-in on with the secret being set up, once a code from it is right; answers
 * the new recovery codes, which are shown once.
 */
export async function confirmEnrolment(
  ctx: ServiceContext,
  user: UserWithSecrets,
  code: string,
  wrongCode: () => Error,
): Promise<string[]> {
  const right = () => acceptTotpCode(ctx, user, user.totpPendingSecret, code);
  await guardCodeAttempt(ctx, user.id, right, wrongCode);
  return ctx.em.transactional(async (em) => {
    await em.nativeUpdate(
      StaffUser,
      { id: user.id },
      { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date() },
    );
    return replaceRecoveryCodes(em, user.id);
  });
}

/**
 * Counts the attempt before checking it, so parallel guesses cannot slip past the limit: past
 * LOGIN_FAILURE_LIMIT wrong codes in 15 minutes the account's codes are refused with 429 until
 * the window passes. A right code clears the count; a wrong one throws `wrongCode()`.
 */
async function guardCodeAttempt(
  ctx: ServiceContext,
  userId: number,
  isRight: () => Promise<boolean>,
  wrongCode: () => Error,
): Promise<void> {
  const key = `account:${userId}`;
  if (!(await ctx.rateLimits.twoFactorFailures.tryTake(key))) {
    throw new RateLimitedError(TOO_MANY_WRONG_CODES_MESSAGE);
  }
  if (!(await isRight())) throw wrongCode();
  await ctx.rateLimits.twoFactorFailures.forget(key);
}

/**
 * Accepts a 6-digit code of the sealed secret at most once: the step it belongs to is recorded,
 * conditionally, so the same code sent twice at once is accepted only the first time.
 */
async function acceptTotpCode(
  ctx: ServiceContext,
  user: UserWithSecrets,
  sealed: string | null,
  code: string,
): Promise<boolean> {
  const step = await verifyTotpCode(
    ctx.secrets,
    sealed,
    code.replace(/\s/g, ''),
    user.totpLastTimeStep,
  );
  if (step === undefined) return false;
  const claimed = await ctx.em.nativeUpdate(
    StaffUser,
    { id: user.id, $or: [{ totpLastTimeStep: null }, { totpLastTimeStep: { $lt: step } }] },
    { totpLastTimeStep: step },
  );
  return claimed > 0;
}
