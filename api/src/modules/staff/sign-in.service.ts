import { INVALID_LOGIN_MESSAGE, loginSchema, type StaffRole } from '../../../../common/staff';
import {
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  twoFactorSignInSchema,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
  type SignInChallengeKind,
} from '../../../../common/two-factor';
import { UnauthenticatedError } from '../../shared/auth/errors';
import { beginLoginAttempt } from '../../shared/auth/login-throttle';
import { publicOperation } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { parseInput } from '../../shared/validation';
import { verifyPassword } from './password';
import {
  checkSecondFactor,
  confirmEnrolment,
  loadUserWithSecrets,
  type UserWithSecrets,
} from './second-factor';
import { issueChallenge, openChallenge, passwordTag } from './sign-in-challenge';
import { startSession, type SignedIn } from './staff-sessions';
import { StaffUser } from './staff-user.entity';
import { newTotpEnrolment, type TotpEnrolment } from './totp';

/** The password was right, and one more step is needed before a session starts. */
export interface SignInChallenge {
  kind: SignInChallengeKind;
  /** Brought back with the code (completeSignIn); good for 10 minutes. */
  challengeToken: string;
  expiresAt: Date;
  /** For ENROLMENT_REQUIRED: the secret to add to an authenticator app first. */
  enrolment?: TotpEnrolment;
}

export type SignInOutcome = { session: SignedIn } | { challenge: SignInChallenge };

/**
 * Checks an e-mail and password at one area's door. Unknown e-mail, wrong password, a disabled
 * account and another area's account all get the same answer. Every door (GraphQL and the REST
 * logins) comes through here, so one failed sign-in policy applies (login-throttle.ts). An account
 * with two-factor sign-in gets a challenge instead of a session; so does an admin without it when
 * TWO_FACTOR_REQUIRED_FOR_ADMINS is on, who sets it up first.
 */
export const signIn = publicOperation(async (ctx, input: unknown): Promise<SignInOutcome> => {
  const { email, password, role, remember } = parseInput(loginSchema, input);
  const attempt = await beginLoginAttempt(ctx.rateLimits.loginFailures, {
    email,
    clientIp: ctx.clientIp,
  });
  const user = await ctx.em.findOne(StaffUser, { email }, { populate: ['passwordHash'] });
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordOk || user.disabled || user.role !== role) {
    throw new UnauthenticatedError(INVALID_LOGIN_MESSAGE);
  }
  await attempt.succeeded();
  const challenge = await secondStepFor(ctx, user, role, remember);
  return challenge ? { challenge } : { session: await startSession(ctx, user, remember) };
});

async function secondStepFor(
  ctx: ServiceContext,
  user: StaffUser,
  role: StaffRole,
  remember: boolean,
): Promise<SignInChallenge | undefined> {
  const claims = { userId: user.id, role, remember, passwordTag: passwordTag(user.passwordHash) };
  if (user.totpEnabledAt) {
    return {
      kind: 'CODE_REQUIRED',
      ...issueChallenge(ctx.secrets, { ...claims, kind: 'CODE_REQUIRED' }),
    };
  }
  if (user.role !== 'ADMIN' || !ctx.twoFactorRequiredForAdmins) return undefined;
  const { enrolment, sealed } = await newTotpEnrolment(ctx.secrets, user.email);
  await ctx.em.nativeUpdate(StaffUser, { id: user.id }, { totpPendingSecret: sealed });
  const issued = issueChallenge(ctx.secrets, { ...claims, kind: 'ENROLMENT_REQUIRED' });
  return { kind: 'ENROLMENT_REQUIRED', ...issued, enrolment };
}

export interface SignedInWithCode extends SignedIn {
  /** Only right after setting up two-factor sign-in during this sign-in: shown once. */
  recoveryCodes?: string[];
}

/**
 * The second step: the challenge token from signIn and a code. CODE_REQUIRED takes the app's
 * current code or a recovery code; ENROLMENT_REQUIRED takes the first code of the new secret,
 * turns two-factor sign-in on and answers the recovery codes. Either way a session starts.
 */
export const completeSignIn = publicOperation(
  async (ctx, input: unknown): Promise<SignedInWithCode> => {
    const { challengeToken, code } = parseInput(twoFactorSignInSchema, input);
    const claims = openChallenge(ctx.secrets, challengeToken);
    const user = claims ? await loadUserWithSecrets(ctx, claims.userId) : null;
    if (!claims || !user || !challengeStillHolds(user, claims)) {
      throw new UnauthenticatedError(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
    }
    const wrongCode = () => new UnauthenticatedError(WRONG_TWO_FACTOR_CODE_MESSAGE);
    if (claims.kind === 'CODE_REQUIRED') {
      await checkSecondFactor(ctx, user, code, wrongCode);
      return startSession(ctx, user, claims.remember);
    }
    const recoveryCodes = await confirmEnrolment(ctx, user, code, wrongCode);
    return { ...(await startSession(ctx, user, claims.remember)), recoveryCodes };
  },
);

/** The account is as the first step found it: enabled, same area, same password, same state. */
function challengeStillHolds(
  user: UserWithSecrets,
  claims: NonNullable<ReturnType<typeof openChallenge>>,
): boolean {
  const stateFits =
    claims.kind === 'CODE_REQUIRED'
      ? user.totpEnabledAt !== null && user.totpEnabledAt !== undefined
      : !user.totpEnabledAt && Boolean(user.totpPendingSecret);
  return (
    !user.disabled &&
    user.role === claims.role &&
    passwordTag(user.passwordHash) === claims.passwordTag &&
    stateFits
  );
}
