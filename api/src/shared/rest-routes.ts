import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Access } from './auth/viewer';
import { requireRole } from './auth/viewer';
import { serviceContext } from './rest';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One REST route and who may call it. Every route of the facade is declared this way, so the
 * access rule is checked before any body (or upload) is read, and the authorization matrix
 * test can list every route with its rule.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Express path under /api (for example '/v1/job/createjob'). */
  path: string;
  access: Access;
  /** Runs after the access check and before the handler, e.g. a multipart parser. */
  before?: RequestHandler[];
  handler: (req: Request, res: Response) => Promise<void> | void;
}

export function mountRestRoutes(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](
      route.path,
      accessCheck(route.access),
      ...(route.before ?? []),
      (req, res) => route.handler(req, res),
    );
  }
  return router;
}

function accessCheck(access: Access): RequestHandler {
  return (_req, res, next) => {
    if (access !== 'public') requireRole(serviceContext(res), access);
    next();
  };
}
