import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { createAppServices } from './app-services';
import type { AppConfig } from './config';
import { closeDatabase, openDatabase, type Orm } from './db/orm';
import { prepareDatabase } from './db/prepare-database';
import { createDrainingServer, type DrainResult } from './draining-server';
import { OutboxWorker } from './modules/outbox/outbox-worker';
import { configuredProviders } from './modules/outbox/providers/configured-providers';
import { webhookSender } from './modules/webhooks/webhooks.public';
import { VariantBackfill } from './modules/media/variant-backfill';
import { PublishingScheduler } from './modules/publishing/publishing-scheduler';
import { publishingTasks } from './publishing-tasks';
import { buildAppSchema } from './schema/build-schema';
import type { AppServices } from './shared/context';
import type { Logger } from './shared/logger';
import { devWeb } from './web/dev-web';
import { productionWeb } from './web/production-web';
import { noWeb } from './web/web-renderer';

export interface StartOptions {
  config: AppConfig;
  logger: Logger;
  /**
   * 'built' serves dist/ (npm start); 'vite' serves the sources with hot reload (npm run dev);
   * 'none' serves only the API.
   */
  web: { mode: 'built'; distDir: string } | { mode: 'vite' } | { mode: 'none' };
  /** Overrides the embedded database folder (tests use 'memory://'). */
  pgliteDir?: string;
  /** Sees every SQL statement (the benchmark counts them). */
  onQuery?: (sql: string) => void;
}

export interface RunningServer {
  url: string;
  orm: Orm;
  /** Sends queued notifications; polls on its own unless OUTBOX_POLL_MS is 0. */
  outbox: OutboxWorker;
  /** Makes scheduled posts and jobs live; polls on its own unless PUBLISH_POLL_MS is 0. */
  publishing: PublishingScheduler;
  /**
   * Drains and stops: /readyz turns 503, the listener closes, requests in flight finish (until
   * SHUTDOWN_GRACE_MS), background work stops, the database closes.
   */
  close: () => Promise<DrainResult>;
}

/** Opens and migrates the database, adds demo content to an empty one, and starts listening. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, 'pglite'),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  try {
    // One set of services per app (limiters, token signing, ...), shared by the seed, GraphQL,
    // REST and server rendering.
    const services = createAppServices(config, orm, logger);
    await prepareDatabase(orm, services, config, logger);
    return await serve(orm, services, options);
  } catch (error) {
    // A failed start leaves nothing open (the embedded database's folder lock included).
    await closeDatabase(orm).catch(() => undefined);
    throw error;
  }
}

async function serve(
  orm: Orm,
  services: AppServices,
  { config, logger, web }: StartOptions,
): Promise<RunningServer> {
  const schema = await buildAppSchema();
  const deps = { config, logger, orm, services, schema };
  const renderer =
    web.mode === 'built'
      ? productionWeb({ ...deps, distDir: web.distDir })
      : web.mode === 'vite'
        ? devWeb(deps)
        : noWeb;
  const http = createDrainingServer();
  const { handle, stop } = await createApp({ ...deps, web: renderer, isDraining: http.isDraining });
  http.server.on('request', handle);
  // Node's own limits back up the per-request timeout middleware.
  http.server.requestTimeout = config.requestTimeoutMs + 5_000;
  http.server.headersTimeout = 20_000;
  http.server.keepAliveTimeout = 5_000;
  await listen(http.server, config.port, config.host).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const outbox = new OutboxWorker({
    orm,
    logger,
    providers: {
      ...configuredProviders(config, logger, services),
      WEBHOOK: webhookSender(orm, config.webhooks),
    },
    maxAttempts: config.outbox.maxAttempts,
    pollMs: config.outbox.pollMs,
  });
  outbox.start();
  const publishing = new PublishingScheduler({
    orm,
    clock: services.clock,
    logger,
    tasks: publishingTasks(),
    pollMs: config.publishing.pollMs,
  });
  publishing.start();
  // Uploads from before resized copies existed get them in the background.
  const backfill = new VariantBackfill({ orm, storage: services.storage, logger });
  backfill.start();
  const { port } = http.server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    url: `http://${host}:${port}`,
    orm,
    outbox,
    publishing,
    close: async () => {
      const [drained] = await Promise.all([
        http.drain(config.shutdown),
        outbox.stop(),
        publishing.stop(),
        backfill.stop(),
      ]);
      if (drained.cutRequests > 0) {
        logger.warn(
          { cutRequests: drained.cutRequests, graceMs: config.shutdown.graceMs },
          'grace period over: cut the connections of requests still running',
        );
      }
      logger.info('http server closed');
      await stop();
      await closeDatabase(orm);
      logger.info('database closed');
      return drained;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
