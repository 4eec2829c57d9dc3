import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../shared/context';
import { StaffSession } from './staff-session.entity';
import type { StaffUser } from './staff-user.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts a day, or 30 days when the person ticked 'Remember me'. */
const SESSION_LENGTH_MS = { normal: DAY_MS, remembered: 30 * DAY_MS };

export interface SignedIn {
  token: string;
  expiresAt: Date;
  remember: boolean;
  user: StaffUser;
}

/** Starts a session for someone who has passed every step of signing in. */
export async function startSession(
  ctx: ServiceContext,
  user: StaffUser,
  remember: boolean,
): Promise<SignedIn> {
  const expiresAt = new Date(
    Date.now() + (remember ? SESSION_LENGTH_MS.remembered : SESSION_LENGTH_MS.normal),
  );
  const session = ctx.em.create(StaffSession, {
    id: randomBytes(32).toString('base64url'),
    user,
    expiresAt,
  });
  user.lastActiveAt = new Date();
  await ctx.em.flush();
  const token = await ctx.sessionTokens.sign({ sessionId: session.id, userId: user.id }, expiresAt);
  return { token, expiresAt, remember, user };
}
