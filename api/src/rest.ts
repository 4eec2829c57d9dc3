import express, { Router } from 'express';
import type { Orm } from './db/orm';
import { careersRestRoutes } from './modules/careers/careers.rest';
import { blogRestRoutes } from './modules/content/blog.rest';
import { leadsRestRoutes } from './modules/leads/leads.rest';
import { staffRestRoutes } from './modules/staff/staff.rest';
import type { SessionTokens } from './shared/auth/session-tokens';
import type { Logger } from './shared/logger';
import type { RateLimits } from './shared/rate-limit';
import { attachServiceContext, notFoundJson, restErrorHandler } from './shared/rest';
import { mountRestRoutes, type RestRoute } from './shared/rest-routes';

/** Every route of the REST facade with its access rule; a new module adds its table here. */
export const restRoutes: readonly RestRoute[] = [
  ...blogRestRoutes,
  ...leadsRestRoutes,
  ...careersRestRoutes,
  ...staffRestRoutes,
];

/** /api: the REST facade (the original's paths) over the same services as GraphQL. */
export function restApi(
  orm: Orm,
  logger: Logger,
  rateLimits: RateLimits,
  sessionTokens: SessionTokens,
): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(attachServiceContext(orm, rateLimits, sessionTokens));
  api.use(mountRestRoutes(restRoutes));
  api.use(notFoundJson);
  api.use(restErrorHandler(logger));
  return api;
}
