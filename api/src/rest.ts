import express, { Router } from 'express';
import type { Orm } from './db/orm';
import { auditRestRoutes } from './modules/audit/audit.rest';
import { billingRestRoutes } from './modules/billing/billing.rest';
import { applicationsRestRoutes } from './modules/careers/applications.rest';
import { careersAdminRestRoutes } from './modules/careers/careers-admin.rest';
import { careersRestRoutes } from './modules/careers/careers.rest';
import { blogAdminRestRoutes } from './modules/blog/blog-admin.rest';
import { blogRestRoutes } from './modules/blog/blog.rest';
import { leadsInboxRestRoutes } from './modules/leads/leads-inbox.rest';
import { leadsRestRoutes } from './modules/leads/leads.rest';
import { staffRestRoutes } from './modules/staff/staff.rest';
import { workforceRestRoutes } from './modules/workforce/workforce.rest';
import type { Authenticate } from './shared/auth/authenticate';
import type { AppServices } from './shared/context';
import type { Logger } from './shared/logger';
import { keepRawBody } from './shared/raw-body';
import { blogFeedRouteDocs } from './web/blog-feeds';
import { attachServiceContext, notFoundJson, restErrorHandler } from './shared/rest';
import {
  mountRestRoutes,
  routeGroup,
  type RestRoute,
  type SiteRouteDocs,
} from './shared/rest-routes';

/** Every route of the REST facade with its access rule; a new module adds its table here. */
export const restRoutes: readonly RestRoute[] = [
  ...routeGroup('Sign-in', staffRestRoutes),
  ...routeGroup('Leads', [...leadsRestRoutes, ...leadsInboxRestRoutes]),
  ...routeGroup('Careers', [
    ...careersRestRoutes,
    ...careersAdminRestRoutes,
    ...applicationsRestRoutes,
  ]),
  ...routeGroup('Blog', [...blogRestRoutes, ...blogAdminRestRoutes]),
  ...routeGroup('Payments', billingRestRoutes),
  ...routeGroup('Workforce', workforceRestRoutes),
  ...routeGroup('Audit', auditRestRoutes),
];

/**
 * Routes the site serves at its own addresses, outside the facade (their routers live in
 * api/src/web/), described in the same OpenAPI document.
 */
export const siteRoutes: readonly SiteRouteDocs[] = [...routeGroup('Feeds', blogFeedRouteDocs)];

/** /api: the REST facade (the original's paths) over the same services as GraphQL. */
export function restApi(
  orm: Orm,
  logger: Logger,
  services: AppServices,
  authenticate: Authenticate,
): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb', verify: keepRawBody }));
  api.use(attachServiceContext(orm, services, authenticate));
  api.use(mountRestRoutes(restRoutes));
  api.use(notFoundJson);
  api.use(restErrorHandler(logger));
  return api;
}
