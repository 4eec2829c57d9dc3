import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import type { AppConfig } from './config';
import { openDatabase, type Orm } from './db/orm';
import { prepareDatabase } from './db/prepare-database';
import { OutboxWorker } from './modules/notifications/outbox-worker';
import { configuredProviders } from './modules/notifications/providers/configured-providers';
import { buildAppSchema } from './schema/build-schema';
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
  close: () => Promise<void>;
}

/** Opens and migrates the database, adds demo content to an empty one, and starts listening. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger, web } = options;
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, 'pglite'),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  await prepareDatabase(orm, config, logger);

  const schema = await buildAppSchema();
  const deps = { config, logger, orm, schema };
  const renderer =
    web.mode === 'built'
      ? productionWeb({ ...deps, distDir: web.distDir })
      : web.mode === 'vite'
        ? devWeb(deps)
        : noWeb;
  const { app, stop } = await createApp({ ...deps, web: renderer });

  const server = createServer(app);
  // Node's own limits back up the per-request timeout middleware.
  server.requestTimeout = config.requestTimeoutMs + 5_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  await listen(server, config.port, config.host);
  const outbox = new OutboxWorker({
    orm,
    logger,
    providers: configuredProviders(config, logger),
    maxAttempts: config.outbox.maxAttempts,
    pollMs: config.outbox.pollMs,
  });
  outbox.start();
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    url: `http://${host}:${port}`,
    orm,
    outbox,
    close: async () => {
      await closeServer(server);
      logger.info('http server closed');
      await outbox.stop();
      await stop();
      await orm.close();
      logger.info('database closed');
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

/** Stops accepting connections and waits for in-flight requests to finish. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
