import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_RATE_LIMITED_MESSAGE,
  passwordResetRequestSchema,
  passwordResetSchema,
  type StaffRole,
} from '../../../../common/staff';
import type { Em } from '../../db/orm';
import { publicOperation } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { ValidationError } from '../../shared/errors';
import { RateLimitedError, rateLimitKey } from '../../shared/rate-limit';
import { parseInput } from '../../shared/validation';
import { queueEmail, sealForMessage } from '../outbox/outbox.public';
import { hashPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';
import { StaffUser } from './staff-user.entity';
import { revokeSessionsOf } from './staff.service';

/**
 * Every reset request is answered no sooner than this after it arrived, whether an e-mail was
 * queued or not, so the time taken does not tell which addresses have accounts.
 */
export const RESET_ANSWER_FLOOR_MS = 400;

/**
 * 'Forgot password?': queues a single-use link to the account's address when an enabled staff
 * account has it, and does nothing otherwise. The caller learns nothing either way: the same
 * answer, after about the same time. Limited per client address (PASSWORD_RESET_RATE_LIMIT) and,
 * silently, per account, so nobody can flood a colleague's inbox.
 */
export const requestPasswordReset = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<void> => {
    const answerAt = Date.now() + RESET_ANSWER_FLOOR_MS;
    const { email } = parseInput(passwordResetRequestSchema, input);
    if (!(await ctx.rateLimits.passwordResets.tryTake(rateLimitKey(ctx.clientIp)))) {
      throw new RateLimitedError(PASSWORD_RESET_RATE_LIMITED_MESSAGE);
    }
    try {
      await sendResetLinkIfAccount(ctx, email);
    } finally {
      await wait(Math.max(answerAt - Date.now(), 0));
    }
  },
);

async function sendResetLinkIfAccount(ctx: ServiceContext, email: string): Promise<void> {
  const user = await ctx.em.findOne(StaffUser, { email, disabled: false });
  if (!user) return;
  if (!(await ctx.rateLimits.passwordResetMails.tryTake(`account:${user.id}`))) return;
  const token = randomBytes(32).toString('base64url');
  ctx.em.create(PasswordResetToken, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
  });
  // The token is sealed in the outbox row and opened only when the e-mail is sent.
  queueEmail(ctx.em, 'passwordReset', user.email, {
    firstName: user.firstName,
    sealedToken: sealForMessage(ctx, token),
  });
  await ctx.em.flush();
}

/**
 * The reset page: sets the new password if the link's token is known, unused and unexpired, and
 * its account enabled. The token and every other open link of the account are used up, and every
 * session of the account ends, in one transaction. Answers the role, for the right sign-in page.
 */
export const resetPasswordWithToken = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<{ role: StaffRole }> => {
    const { token, password } = parseInput(passwordResetSchema, input);
    const tokenHash = hashToken(token);
    // Checked before the (deliberately slow) password hash, so a wrong link costs the server little.
    const link = await findOpenLink(ctx.em, tokenHash);
    if (!link) throw invalidLink();
    const passwordHash = await hashPassword(password);
    return ctx.em.transactional(async (em) => {
      const now = new Date();
      // Conditional, so two tabs using one link at the same moment cannot both succeed.
      const claimed = await em.nativeUpdate(
        PasswordResetToken,
        { id: link.id, usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed === 0) throw invalidLink();
      const userId = link.user.id;
      await em.nativeUpdate(StaffUser, { id: userId }, { passwordHash, updatedAt: now });
      await em.nativeUpdate(PasswordResetToken, { user: userId, usedAt: null }, { usedAt: now });
      await revokeSessionsOf(em, userId);
      return { role: link.user.role };
    });
  },
);

/** The unused, unexpired link with this token, of an enabled account. */
async function findOpenLink(em: Em, tokenHash: string): Promise<PasswordResetToken | null> {
  const link = await em.findOne(
    PasswordResetToken,
    { tokenHash, usedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ['user'] },
  );
  return link && !link.user.disabled ? link : null;
}

function invalidLink(): ValidationError {
  return new ValidationError(INVALID_RESET_LINK_MESSAGE, { token: INVALID_RESET_LINK_MESSAGE });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
