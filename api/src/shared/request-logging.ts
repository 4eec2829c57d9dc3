import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Logs a request once it is answered and returns its id (the caller's X-Request-Id when it is
 * sane, else a new one), which the caller sends back as X-Request-Id. Works on plain node:http
 * requests too: cached pages are answered before Express sees them.
 */
export type RequestLogger = (req: IncomingMessage, res: ServerResponse) => string;

/** One JSON log line per request, kept to a single listener: it runs on every call. */
export function requestLogger(logger: Logger): RequestLogger {
  return (req, res) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const url = req.url ?? '/';
    const started = performance.now();
    res.on('finish', () => {
      if (QUIET_PATHS.has(url.split('?', 1)[0] ?? url)) return;
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          method: req.method,
          url,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    });
    return id;
  };
}

/** The request logger as the first Express middleware: every answer carries X-Request-Id. */
export function requestLogging(log: RequestLogger): RequestHandler {
  return (req, res, next) => {
    req.id = log(req, res);
    res.setHeader('X-Request-Id', req.id);
    next();
  };
}
