import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Access } from './auth/viewer';
import type { RestRequestDocs, RestResponsesDocs } from './rest-docs';
import { requireRole } from './auth/viewer';
import { privateAnswer } from './private-answer';
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
  /**
   * A public route whose answer still belongs to its caller (a sign-in answers a session
   * token). Answers of routes with roles are always private; this marks the public ones.
   */
  answersCaller?: boolean;
  /** Runs after the access check and before the handler, e.g. a multipart parser. */
  before?: RequestHandler[];
  handler: (req: Request, res: Response) => Promise<void> | void;
  /** One line saying what the route does: the OpenAPI document's summary. */
  summary?: string;
  /** More words for the document, when the summary is not enough. */
  description?: string;
  /** The document's group for the route (set by `routeGroup`). */
  tag?: string;
  /** Query parameters and body, as zod schemas (the shared ones in common/ where they exist). */
  request?: RestRequestDocs;
  /** Answers by status; without one, the document says 200 with no declared shape. */
  responses?: RestResponsesDocs;
}

/**
 * A route the site serves at its own address rather than under /api (a blog feed), described
 * in the same OpenAPI document; its router (api/src/web/) registers it at the same path.
 */
export type SiteRouteDocs = Pick<
  RestRoute,
  'method' | 'path' | 'access' | 'summary' | 'description' | 'tag' | 'request' | 'responses'
>;

/** A module's routes under one heading of the OpenAPI document. */
export function routeGroup<Route extends SiteRouteDocs>(
  tag: string,
  routes: readonly Route[],
): Route[] {
  return routes.map((route) => ({ ...route, tag }));
}

export function mountRestRoutes(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](
      route.path,
      ...(isPrivate(route) ? [privateAnswer] : []),
      accessCheck(route.access),
      ...(route.before ?? []),
      (req, res) => route.handler(req, res),
    );
  }
  return router;
}

/** Who may call a route decides whether its answer may be cached: only public ones may. */
function isPrivate(route: RestRoute): boolean {
  return route.access !== 'public' || route.answersCaller === true;
}

function accessCheck(access: Access): RequestHandler {
  return (_req, res, next) => {
    if (access !== 'public') requireRole(serviceContext(res), access);
    next();
  };
}
