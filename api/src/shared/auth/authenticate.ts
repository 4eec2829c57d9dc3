import type { Request } from 'express';
import type { Em } from '../../db/orm';
import { resolveViewer } from '../../modules/staff/staff.service';
import { sessionTokenOf } from './session-cookie';
import type { SessionTokens } from './session-tokens';
import type { Viewer } from './viewer';

/**
 * Who is asking. GraphQL and safe (GET/HEAD) REST requests may use the session cookie; REST writes
 * need `Authorization: Bearer`, so another site cannot borrow a browser's cookie to post to them
 * (GraphQL is covered by Apollo's CSRF prevention instead).
 */
export async function authenticate(
  req: Request,
  em: Em,
  tokens: SessionTokens,
  { allowCookie }: { allowCookie: boolean },
): Promise<Viewer | undefined> {
  const token = sessionTokenOf(req, { allowCookie });
  if (!token) return undefined;
  return resolveViewer(em, tokens, token);
}

export function isSafeMethod(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}
