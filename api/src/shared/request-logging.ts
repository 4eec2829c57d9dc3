import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

const REQUEST_ID = /^[\w.-]{1,64}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

declare module 'express-serve-static-core' {
  interface Request {
    /** Sent back as X-Request-Id and written on every log line about this request. */
    id: string;
  }
}

/**
 * One JSON log line per request, tagged with a request id (the caller's X-Request-Id when it
 * is sane, else a new one). Kept to a single listener per request: it runs on every call.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    const started = performance.now();
    res.on('finish', () => {
      if (QUIET_PATHS.has(req.path)) return;
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: req.id,
          method: req.method,
          url: req.originalUrl,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
