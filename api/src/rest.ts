import express, { Router } from 'express';
import type { Orm } from './db/orm';
import { blogRestRoutes } from './modules/content/blog.rest';
import type { Logger } from './shared/logger';
import { attachServiceContext, notFoundJson, restErrorHandler } from './shared/rest';

/** /api/v1: the REST facade over the same services as GraphQL. */
export function restApi(orm: Orm, logger: Logger): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(attachServiceContext(orm));
  api.use(blogRestRoutes());
  api.use(notFoundJson);
  api.use(restErrorHandler(logger));
  return api;
}
