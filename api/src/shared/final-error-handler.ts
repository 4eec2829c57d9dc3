import type { NextFunction, Request, Response } from 'express';
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
