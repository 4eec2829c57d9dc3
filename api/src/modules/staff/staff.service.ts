import {
  newPasswordSchema,
  STAFF_SORT,
  staffAccountSchema,
  type StaffRole,
} from '../../../../common/staff';
import { ADMIN_ONLY } from '../../../../common/access';
import type { Em } from '../../db/orm';
import { publicOperation, staffOperation } from '../../shared/auth/operation';
import type { SessionTokens } from '../../shared/auth/session-tokens';
import type { Viewer } from '../../shared/auth/viewer';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { listOrdering } from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { hashPassword } from './password';
import { STAFF_USER_SORT_COLUMNS } from './staff-sort';
import { StaffSession } from './staff-session.entity';
import { StaffUser, staffFullName } from './staff-user.entity';

/** How often lastActiveAt is written (the employer area shows Online within 5 minutes). */
const ACTIVITY_RESOLUTION_MS = 60_000;

/** Ends the caller's session at once; its token is refused from the next request on. */
export const signOut = publicOperation(async (ctx): Promise<void> => {
  if (!ctx.viewer) return;
  await ctx.em.nativeUpdate(
    StaffSession,
    { id: ctx.viewer.sessionId, revokedAt: null },
    { revokedAt: new Date() },
  );
});

/**
 * The staff member behind a token, or undefined when the token is invalid, expired, signed out
 * or its account disabled. One query; activity is written at most once a minute.
 */
export async function resolveViewer(
  em: Em,
  tokens: SessionTokens,
  token: string,
): Promise<Viewer | undefined> {
  const claims = await tokens.verify(token);
  if (!claims) return undefined;
  const session = await em.findOne(
    StaffSession,
    { id: claims.sessionId, revokedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ['user'] },
  );
  const user = session?.user;
  if (!session || !user || user.id !== claims.userId || user.disabled) return undefined;
  await recordActivity(em, user);
  return { userId: user.id, role: user.role, sessionId: session.id, name: staffFullName(user) };
}

async function recordActivity(em: Em, user: StaffUser): Promise<void> {
  const now = new Date();
  if (user.lastActiveAt && now.getTime() - user.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) {
    return;
  }
  await em.nativeUpdate(StaffUser, { id: user.id }, { lastActiveAt: now });
  user.lastActiveAt = now;
}

/** The signed-in staff member, or null for anyone else (so anyone may ask). */
export const currentStaffUser = publicOperation(async (ctx): Promise<StaffUser | null> => {
  if (!ctx.viewer) return null;
  return ctx.em.findOne(StaffUser, { id: ctx.viewer.userId });
});

/** Whether another staff account (any role) already has the e-mail. */
export async function isStaffEmailTaken(
  em: Em,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  return (await em.count(StaffUser, { email, ...others })) > 0;
}

/** An admin creates a staff account of any role (the Users screen). */
export const createStaffAccount = staffOperation(
  ADMIN_ONLY,
  async (ctx, input: unknown): Promise<StaffUser> => addStaffAccount(ctx.em, input),
);

/**
 * Writes a staff account of any role; the e-mail must not be in use. Admins see every account,
 * so the answer may say so; the employee screens check first with their own, vaguer words.
 * Not an operation: its callers (createStaffAccount, the employee screens' createEmployee, the
 * demo seed and the command line) decide who may create which account.
 */
export async function addStaffAccount(em: Em, input: unknown): Promise<StaffUser> {
  const fields = parseInput(staffAccountSchema, input);
  if (await isStaffEmailTaken(em, fields.email)) {
    const taken = 'A staff account with this email already exists';
    throw new ValidationError(taken, { email: taken });
  }
  const user = em.create(StaffUser, {
    role: fields.role,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone ?? null,
    passwordHash: await hashPassword(fields.password),
  });
  await em.flush();
  return user;
}

/**
 * Creates the account, or resets the password, role and name of an existing one (the command
 * line's way to get a first admin into a real deployment). Resetting ends its sessions.
 * Not an operation: only the command line calls it, whose user already holds the database.
 */
export async function upsertStaffAccount(
  ctx: ServiceContext,
  input: unknown,
): Promise<{ user: StaffUser; created: boolean }> {
  const fields = parseInput(staffAccountSchema, input);
  const existing = await ctx.em.findOne(StaffUser, { email: fields.email });
  if (!existing) return { user: await addStaffAccount(ctx.em, fields), created: true };
  existing.role = fields.role;
  existing.firstName = fields.firstName;
  existing.lastName = fields.lastName;
  existing.disabled = false;
  existing.passwordHash = await hashPassword(fields.password);
  await ctx.em.flush();
  await revokeSessionsOf(ctx.em, existing.id);
  return { user: existing, created: false };
}

export const setStaffAccountDisabled = staffOperation(
  ADMIN_ONLY,
  async (ctx, id: number, disabled: boolean): Promise<StaffUser> => {
    if (ctx.viewer.userId === id && disabled) {
      throw new ValidationError('You cannot disable your own account', { id: 'your own account' });
    }
    const user = await findStaffUser(ctx, id);
    user.disabled = disabled;
    await ctx.em.flush();
    if (disabled) await revokeSessionsOf(ctx.em, id);
    return user;
  },
);

/** Sets a new password; the account's existing sessions end. */
export const resetStaffPassword = staffOperation(
  ADMIN_ONLY,
  async (ctx, id: number, input: unknown): Promise<StaffUser> => {
    const { password } = parseInput(newPasswordSchema, input);
    const user = await findStaffUser(ctx, id);
    user.passwordHash = await hashPassword(password);
    await ctx.em.flush();
    await revokeSessionsOf(ctx.em, id);
    return user;
  },
);

export interface StaffUserFilter {
  role?: StaffRole | null | undefined;
  /** `{ field, direction }`, checked against STAFF_SORT; absent: newest first. */
  sort?: unknown;
  offset: number;
  limit: number;
}

const staffOrder = listOrdering(STAFF_SORT, STAFF_USER_SORT_COLUMNS);

export const listStaffAccounts = staffOperation(
  ADMIN_ONLY,
  async (ctx, filter: StaffUserFilter): Promise<{ items: StaffUser[]; total: number }> => {
    const [items, total] = await ctx.em.findAndCount(
      StaffUser,
      filter.role ? { role: filter.role } : {},
      {
        orderBy: staffOrder(filter.sort),
        offset: filter.offset,
        limit: filter.limit,
      },
    );
    return { items, total };
  },
);

async function findStaffUser(ctx: ServiceContext, id: number): Promise<StaffUser> {
  const user = await ctx.em.findOne(StaffUser, { id });
  if (!user) throw new NotFoundError(`No staff account with id ${id}`);
  return user;
}

export async function revokeSessionsOf(em: Em, userId: number): Promise<void> {
  await em.nativeUpdate(StaffSession, { user: userId, revokedAt: null }, { revokedAt: new Date() });
}
