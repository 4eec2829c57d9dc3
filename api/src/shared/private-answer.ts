import type { RequestHandler } from 'express';

/**
 * For answers that depend on who asks (a session token, staff data, GraphQL results): no
 * browser, proxy or CDN may keep a copy, so one caller's answer is never replayed to another
 * and nothing lingers in a shared computer's cache after signing out. Set before the handler
 * runs, so refusals (401, 403) and errors carry it too.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export const privateAnswer: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  next();
};
