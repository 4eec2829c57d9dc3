import { ADMIN_ONLY } from '../../../../common/access';
import { API_SCOPE_INFO } from '../../../../common/api-scopes';
import { createApiTokenSchema } from '../../../../common/api-tokens';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { ApiToken } from './api-token.entity';
import { displayPrefixOf, hashApiToken, newApiTokenSecret } from './api-token-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreatedApiToken {
  /** The whole token: shown once, never stored. */
  token: string;
  record: ApiToken;
}

/**
 * An admin makes a token with a name, scopes from their own role's permissions and an optional
 * expiry. Staff-only, with no scope: a token can never make (or see, or revoke) tokens.
 */
export const createApiToken = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<CreatedApiToken> => {
    const fields = parseInput(createApiTokenSchema, input);
    const outside = fields.scopes.filter(
      (scope) => !API_SCOPE_INFO[scope].roles.includes(ctx.viewer.role),
    );
    if (outside.length > 0) {
      const message = `Your role cannot grant ${outside.join(', ')}`;
      throw new ValidationError(message, { scopes: message });
    }
    const token = newApiTokenSecret();
    const record = ctx.em.create(ApiToken, {
      name: fields.name,
      tokenHash: hashApiToken(token),
      displayPrefix: displayPrefixOf(token),
      scopes: fields.scopes,
      createdBy: ctx.em.getReference(StaffUser, ctx.viewer.userId),
      expiresAt: fields.expiresInDays ? new Date(Date.now() + fields.expiresInDays * DAY_MS) : null,
      revokedAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    await ctx.em.flush();
    await ctx.em.populate(record, ['createdBy']);
    return { token, record };
  },
);

/** Every token, live ones first, then newest first; revoked ones stay listed for the record. */
export const listApiTokens = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext): Promise<ApiToken[]> => {
    const tokens = await ctx.em.find(
      ApiToken,
      {},
      { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return tokens.sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null));
  },
);

/** Revokes a token: from the next request on it gets 401. Revoking twice changes nothing. */
export const revokeApiToken = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number): Promise<ApiToken> => {
    const token = await ctx.em.findOne(ApiToken, { id }, { populate: ['createdBy'] });
    if (!token) throw new NotFoundError(`No API token with id ${id}`);
    token.revokedAt ??= new Date();
    await ctx.em.flush();
    return token;
  },
);
