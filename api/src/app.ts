import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from './config';
import type { Orm } from './db/orm';
import { startApolloServer } from './graphql';
import { PaymentReconciler } from './modules/billing/payment-reconciler';
import { serveMedia } from './modules/media/media.http';
import { looksLikeApiToken, resolveApiTokenViewer } from './modules/api-tokens/api-tokens.public';
import { resolveViewer } from './modules/staff/staff.public';
import { restReference } from './api-docs/rest-reference';
import { restApi, restRoutes, siteRoutes } from './rest';
import { authenticator } from './shared/auth/authenticate';
import type { GraphqlContext } from './shared/auth/graphql-context';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './shared/auth/session-cookie';
import type { AppServices } from './shared/context';
import { rethrowRecognised } from './shared/database-outage';
import { finalErrorHandler } from './shared/final-error-handler';
import { graphqlHttp } from './shared/graphql-http';
import { privateAnswer } from './shared/private-answer';
import type { Logger } from './shared/logger';
import { requestLogger, requestLogging } from './shared/request-logging';
import { requestTimeout } from './shared/request-timeout';
import {
  pageContentSecurityPolicy,
  securityHeaderList,
  securityHeaders,
} from './shared/security-headers';
import { testClockRoutes } from './shared/test-clock';
import { graphqlUploads } from './shared/uploads/upload-scalar';
import { blogFeeds } from './web/blog-feeds';
import { crawlerFiles } from './web/crawler-files';
import { siteIcon } from './web/site-icon';
import type { WebRenderer } from './web/web-renderer';

export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  /** The app's services (api/src/app-services.ts), the same ones server rendering uses. */
  services: AppServices;
  schema: GraphQLSchema;
  web: WebRenderer;
  /** True once the server is stopping: /readyz answers 503 so a load balancer drains it. */
  isDraining?: () => boolean;
}

export interface CreatedApp {
  app: Express;
  /** The HTTP server's request listener: cached pages first, then the Express app. */
  handle: RequestListener;
  /** Stops GraphQL work; the HTTP server and the database are closed by the caller. */
  stop: () => Promise<void>;
}

export async function createApp({
  config,
  logger,
  orm,
  services,
  schema,
  web,
  isDraining = () => false,
}: AppDeps): Promise<CreatedApp> {
  const app = express();
  app.disable('x-powered-by');
  // API answers change with every write; hashing each body for an ETag costs more than it saves.
  app.set('etag', false);
  // Which proxies may tell us the client's address (X-Forwarded-For): the rate limits key on it.
  app.set('trust proxy', config.trustProxy);
  const securitySettings = {
    publicUrl: config.publicUrl,
    enforceContentSecurityPolicy: config.env !== 'development',
  };
  const shared = {
    logRequest: requestLogger(logger),
    securityHeaders: securityHeaderList(securitySettings),
  };
  app.use(requestLogging(shared.logRequest));
  app.use(requestTimeout(config.requestTimeoutMs));
  app.use(securityHeaders(shared.securityHeaders));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (isDraining()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    const ready = await orm.isConnected().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });

  // Browser tests move time to see scheduled posts go live; no other environment has the route.
  if (config.env === 'test') app.use(testClockRoutes(services.clock));

  const authenticate = authenticator(services.sessionTokens, resolveViewer, {
    recognises: looksLikeApiToken,
    resolve: (em, token, clientIp) =>
      resolveApiTokenViewer(em, services.rateLimits.apiTokens, { token, clientIp }),
  });
  const reconciler = new PaymentReconciler({
    orm,
    payments: services.payments,
    settings: config.payments,
    logger,
  });
  reconciler.start();
  const apollo = await startApolloServer(schema, config, logger);
  app.use(
    '/graphql',
    privateAnswer,
    express.json({ limit: '100kb' }),
    graphqlUploads(),
    graphqlHttp(apollo, async (req, res): Promise<GraphqlContext> => {
      const em = orm.em.fork();
      return {
        ...services,
        em,
        clientIp: req.ip,
        sentCredentials: sessionTokenOf(req, { allowCookie: true }) !== undefined,
        viewer: await authenticate(req, em, { allowCookie: true }).catch(rethrowRecognised),
        sessionCookie: {
          set: (token, persistUntil) => setSessionCookie(req, res, token, persistUntil),
          clear: () => clearSessionCookie(req, res),
        },
      };
    }),
  );
  app.use(
    restReference(
      restRoutes,
      siteRoutes,
      pageContentSecurityPolicy(securitySettings, 'restReference'),
    ),
  );
  app.use('/api', restApi(orm, logger, services, authenticate));
  app.get('/media/:file', serveMedia(orm, services, logger));

  app.use(crawlerFiles({ orm, services, publicUrl: config.publicUrl }));
  app.use(blogFeeds({ orm, services, publicUrl: config.publicUrl }));
  app.use(siteIcon());
  const { answerEarly } = await web.mount(app, shared);
  app.use(finalErrorHandler(logger));
  return {
    app,
    handle: answerEarly
      ? (req, res) => {
          if (!answerEarly(req, res)) app(req, res);
        }
      : app,
    stop: async () =>
      Promise.all([apollo.stop(), web.close(), reconciler.stop()]).then(() => undefined),
  };
}
