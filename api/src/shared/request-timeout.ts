import type { RequestHandler } from 'express';

/** Answers 503 when a request has not been answered in time, so no client waits forever. */
export function requestTimeout(ms: number): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (!res.headersSent) {
        res.status(503).json({ message: 'The request took too long; please try again' });
      }
    }, ms);
    timer.unref();
    res.on('close', () => clearTimeout(timer));
    next();
  };
}
