import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../../common/api-tokens';

/**
 * A new token: the prefix and 32 random bytes (256 bits) in base64url. With that much entropy a
 * plain SHA-256 is the right hash: nobody can guess their way back, and lookups stay one index
 * probe (a slow password hash would only slow every request down).
 */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What lists show of a token: the prefix and four characters. */
export function displayPrefixOf(token: string): string {
  return token.slice(0, API_TOKEN_PREFIX.length + 4);
}

export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}
