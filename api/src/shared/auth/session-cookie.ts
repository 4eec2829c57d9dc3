import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'staff_session';

/** The session token a request carries: `Authorization: Bearer` first, then the cookie if allowed. */
export function sessionTokenOf(req: Request, { allowCookie }: { allowCookie: boolean }) {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? '';
  }
  if (!allowCookie || !req.headers.cookie) return undefined;
  return parse(req.headers.cookie)[SESSION_COOKIE];
}

/**
 * httpOnly so page scripts never see it; SameSite=Lax so other sites cannot send it with their
 * posts; Secure whenever the request came over HTTPS. Without `persistUntil` it ends with the
 * browser session (the token itself still expires after a day).
 */
export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  persistUntil?: Date,
): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      ...(persistUntil ? { expires: persistUntil } : {}),
    }),
  );
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      expires: new Date(0),
    }),
  );
}
