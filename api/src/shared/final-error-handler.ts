import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';

/** The last resort: an error nobody handled becomes a plain page, never a stack trace. */
export function finalErrorHandler(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    logger.error({ err: error }, 'unhandled request error');
    res.status(500).type('text/plain').send('Something went wrong. Please try again later.');
  };
}
