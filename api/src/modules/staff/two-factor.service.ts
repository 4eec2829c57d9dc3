import { ALL_STAFF } from '../../../../common/access';
import {
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  TWO_FACTOR_OFF_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  twoFactorCodeSchema,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '../../../../common/two-factor';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { UnauthenticatedError } from '../../shared/auth/errors';
import { ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { RecoveryCode } from './recovery-code.entity';
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import {
  checkSecondFactor,
  confirmEnrolment,
  loadUserWithSecrets,
  type UserWithSecrets,
} from './second-factor';
import { StaffUser } from './staff-user.entity';
import { newTotpEnrolment, type TotpEnrolment } from './totp';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** Whether this account may not turn it off (an admin while TWO_FACTOR_REQUIRED_FOR_ADMINS). */
  required: boolean;
}

/** The signed-in staff member's own two-factor sign-in. */
export const twoFactorStatus = staffOperation(ALL_STAFF, async (ctx): Promise<TwoFactorStatus> => {
  const user = await signedInUser(ctx);
  return statusOf(ctx, user);
});

/**
 * Starts setting up two-factor sign-in: a new secret, kept sealed until a code from it confirms
 * it (confirmTwoFactorEnrolment). Starting again replaces a secret not yet confirmed.
 */
export const beginTwoFactorEnrolment = staffOperation(
  ALL_STAFF,
  async (ctx): Promise<TotpEnrolment> => {
    const user = await signedInUser(ctx);
    if (user.totpEnabledAt) throw refusal(TWO_FACTOR_ALREADY_ON_MESSAGE);
    const { enrolment, sealed } = await newTotpEnrolment(ctx.secrets, user.email);
    await ctx.em.nativeUpdate(StaffUser, { id: user.id }, { totpPendingSecret: sealed });
    return enrolment;
  },
);

/** Turns two-factor sign-in on with the first code of the new secret; answers the recovery codes. */
export const confirmTwoFactorEnrolment = staffOperation(
  ALL_STAFF,
  async (ctx, input: unknown): Promise<string[]> => {
    const { code } = parseInput(twoFactorCodeSchema, input);
    const user = await signedInUser(ctx);
    if (user.totpEnabledAt) throw refusal(TWO_FACTOR_ALREADY_ON_MESSAGE);
    if (!user.totpPendingSecret) throw refusal(TWO_FACTOR_NOT_STARTED_MESSAGE);
    return confirmEnrolment(ctx, user, code, wrongCode);
  },
);

/** New recovery codes for old ones (all of them, used or not), with a current code. */
export const regenerateRecoveryCodes = staffOperation(
  ALL_STAFF,
  async (ctx, input: unknown): Promise<string[]> => {
    const { code } = parseInput(twoFactorCodeSchema, input);
    const user = await enabledUser(ctx);
    await checkSecondFactor(ctx, user, code, wrongCode);
    return replaceRecoveryCodes(ctx.em, user.id);
  },
);

/**
 * Turns two-factor sign-in off, with a current code (or a recovery code): the secret and the
 * recovery codes are deleted. Admins may not while TWO_FACTOR_REQUIRED_FOR_ADMINS is on.
 */
export const disableTwoFactor = staffOperation(
  ALL_STAFF,
  async (ctx, input: unknown): Promise<TwoFactorStatus> => {
    const { code } = parseInput(twoFactorCodeSchema, input);
    const user = await enabledUser(ctx);
    if (isRequiredFor(ctx, user)) throw refusal(TWO_FACTOR_REQUIRED_MESSAGE);
    await checkSecondFactor(ctx, user, code, wrongCode);
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(
        StaffUser,
        { id: user.id },
        { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastTimeStep: null },
      );
      await em.nativeDelete(RecoveryCode, { user: user.id });
    });
    return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
  },
);

async function signedInUser(ctx: StaffContext): Promise<UserWithSecrets> {
  const user = await loadUserWithSecrets(ctx, ctx.viewer.userId);
  // The session was checked a moment ago; an account deleted since has no session either.
  if (!user) throw new UnauthenticatedError();
  return user;
}

async function enabledUser(ctx: StaffContext): Promise<UserWithSecrets> {
  const user = await signedInUser(ctx);
  if (!user.totpEnabledAt) throw refusal(TWO_FACTOR_OFF_MESSAGE);
  return user;
}

async function statusOf(ctx: StaffContext, user: StaffUser): Promise<TwoFactorStatus> {
  return {
    enabled: Boolean(user.totpEnabledAt),
    enabledAt: user.totpEnabledAt ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? await countUnusedRecoveryCodes(ctx.em, user.id) : 0,
    required: isRequiredFor(ctx, user),
  };
}

function isRequiredFor(ctx: StaffContext, user: StaffUser): boolean {
  return user.role === 'ADMIN' && ctx.twoFactorRequiredForAdmins;
}

/** A wrong code where the person is already signed in: a field error, not a lost session. */
function wrongCode(): ValidationError {
  return new ValidationError(WRONG_TWO_FACTOR_CODE_MESSAGE, {
    code: WRONG_TWO_FACTOR_CODE_MESSAGE,
  });
}

function refusal(message: string): ValidationError {
  return new ValidationError(message, { twoFactor: message });
}
