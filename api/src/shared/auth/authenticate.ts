import type { Request } from 'express';
import type { Em } from '../../db/orm';
import { sessionTokenOf } from './session-cookie';
import type { SessionTokens } from './session-tokens';
import type { Viewer } from './viewer';

/**
 * Finds the staff member a session token belongs to; undefined for an invalid or ended session.
 * The staff module keeps the sessions (resolveViewer); the composition root (app.ts) passes it.
 */
export type ViewerLookup = (
  em: Em,
  tokens: SessionTokens,
  token: string,
) => Promise<Viewer | undefined>;

/**
 * API tokens, told apart from session tokens by their prefix. `resolve` answers the caller or
 * throws (a refused token ends the request with 401 or 429); the api-tokens module keeps them.
 */
export interface ApiTokenLookup {
  recognises: (token: string) => boolean;
  resolve: (em: Em, token: string, clientIp: string | undefined) => Promise<Viewer>;
}

/** Who is asking, for one request. */
export type Authenticate = (
  req: Request,
  em: Em,
  options: { allowCookie: boolean },
) => Promise<Viewer | undefined>;

/**
 * GraphQL and safe (GET/HEAD) REST requests may use the session cookie; REST writes need
 * `Authorization: Bearer`, so another site cannot borrow a browser's cookie to post to them
 * (GraphQL is covered by Apollo's CSRF prevention instead).
 */
export function authenticator(
  tokens: SessionTokens,
  lookupViewer: ViewerLookup,
  apiTokens: ApiTokenLookup,
): Authenticate {
  return async (req, em, { allowCookie }) => {
    const token = sessionTokenOf(req, { allowCookie });
    if (!token) return undefined;
    if (apiTokens.recognises(token)) return apiTokens.resolve(em, token, req.ip);
    return lookupViewer(em, tokens, token);
  };
}

export function isSafeMethod(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}
