import type { Em } from '../../db/orm';
import { RequestRefusedError } from '../../shared/errors';
import type { Viewer } from '../../shared/auth/viewer';
import type { RateLimiter } from '../../shared/rate-limit';
import { staffFullName } from '../staff/staff.public';
import { ApiToken } from './api-token.entity';
import { hashApiToken } from './api-token-secret';

/** How often a token's last use is written: a busy integration costs one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A presented token that cannot be used: 401, with the reason in words. */
export class ApiTokenRefusedError extends RequestRefusedError {
  constructor(message: string) {
    super(message, 'UNAUTHENTICATED', 401, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
}

export class ApiTokenRateLimitedError extends RequestRefusedError {
  constructor(retryAfterSeconds: number) {
    super(
      'This API token has made too many requests. Please wait a minute and try again.',
      'RATE_LIMITED',
      429,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

export interface ApiTokenRequest {
  token: string;
  clientIp: string | undefined;
}

/**
 * The caller behind an API token: its creator, limited to its scopes. A token that is unknown,
 * revoked or expired, or whose creator's account is disabled, refuses the request (401) rather
 * than letting it go on as a visitor, so an integration learns at once why it stopped working.
 * Each use counts against the token's rate limit and is recorded (when, from which address).
 */
export async function resolveApiTokenViewer(
  em: Em,
  limiter: RateLimiter,
  request: ApiTokenRequest,
): Promise<Viewer> {
  const token = await em.findOne(
    ApiToken,
    { tokenHash: hashApiToken(request.token) },
    { populate: ['createdBy'] },
  );
  if (!token) throw new ApiTokenRefusedError('This API token is not valid.');
  if (token.revokedAt) throw new ApiTokenRefusedError('This API token has been revoked.');
  if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) {
    throw new ApiTokenRefusedError(`This API token expired at ${token.expiresAt.toISOString()}.`);
  }
  const owner = token.createdBy;
  if (owner.disabled) {
    throw new ApiTokenRefusedError('The account that created this API token is disabled.');
  }
  if (!(await limiter.tryTake(String(token.id)))) throw new ApiTokenRateLimitedError(60);
  await recordUse(em, token, request.clientIp);
  return {
    userId: owner.id,
    role: owner.role,
    sessionId: '',
    name: `${staffFullName(owner)} (API token '${token.name}')`,
    apiToken: { id: token.id, scopes: token.scopes },
  };
}

async function recordUse(em: Em, token: ApiToken, clientIp: string | undefined): Promise<void> {
  const now = new Date();
  const address = clientIp ? readableAddress(clientIp) : null;
  const recent =
    token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS;
  if (recent && token.lastUsedIp === address) return;
  await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: now, lastUsedIp: address });
  token.lastUsedAt = now;
  token.lastUsedIp = address;
}

/** An IPv4 client as IPv4 ('::ffff:203.0.113.7' is how a dual-stack listener sees it). */
function readableAddress(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}
