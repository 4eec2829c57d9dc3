import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Orm } from '../db/orm';
import { isSafeMethod, type Authenticate } from './auth/authenticate';
import type { AppServices, ServiceContext } from './context';
import { recogniseDatabaseOutage } from './database-outage';
import {
  AppError,
  RequestRefusedError,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
  ValidationError,
} from './errors';
import type { Logger } from './logger';

/** One EntityManager fork per request, created before any handler runs. */
export function attachServiceContext(
  orm: Orm,
  services: AppServices,
  authenticate: Authenticate,
): RequestHandler {
  return async (req, res, next) => {
    const em = orm.em.fork();
    const viewer = await authenticate(req, em, { allowCookie: isSafeMethod(req) });
    res.locals['ctx'] = { ...services, em, clientIp: req.ip, viewer } satisfies ServiceContext;
    next();
  };
}

export function serviceContext(res: Response): ServiceContext {
  return res.locals['ctx'] as ServiceContext;
}

/** A REST client always gets JSON `{ message }`, never a stack trace or an HTML page. */
export function restErrorHandler(logger: Logger) {
  return (thrown: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(thrown);
    const error = recogniseDatabaseOutage(thrown);
    if (error instanceof ServiceUnavailableError) {
      logger.warn({ err: thrown }, 'database unavailable');
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    }
    if (error instanceof RequestRefusedError) {
      for (const [name, value] of Object.entries(error.httpHeaders)) res.setHeader(name, value);
    }
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { message: error.message };
      if (error instanceof ValidationError) body['fields'] = error.fields;
      res.status(error.httpStatus).json(body);
      return;
    }
    const status = httpStatusOf(error);
    if (status && status < 500) {
      res.status(status).json({ message: clientMessageFor(status) });
      return;
    }
    logger.error({ err: error }, 'unexpected REST error');
    res.status(500).json({ message: 'Internal server error' });
  };
}

/** body-parser and similar middleware mark client mistakes with a 4xx status. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

function clientMessageFor(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 400) return 'Request body is not valid JSON';
  return 'Bad request';
}

export function notFoundJson(_req: Request, res: Response): void {
  res.status(404).json({ message: 'Not found' });
}
