import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from './database-outage';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './errors';
import type { Logger } from './logger';

/** The last resort: an error nobody handled becomes a plain page, never a stack trace. */
export function finalErrorHandler(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    // A client's own mistake caught by middleware (an oversize or unreadable /graphql body).
    const status = clientErrorStatus(error);
    if (status) {
      const message = status === 413 ? 'Request body is too large' : 'Bad request';
      res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'database unavailable');
      res.status(503).setHeader('Retry-After', RETRY_AFTER_SECONDS);
      res.type('text/plain').send(SERVICE_UNAVAILABLE_MESSAGE);
      return;
    }
    logger.error({ err: error }, 'unhandled request error');
    res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
  };
}

/** body-parser marks what the client got wrong with a 4xx status. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
