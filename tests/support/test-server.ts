import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import type { Orm } from '../../api/src/db/orm';
import { createLogger } from '../../api/src/shared/logger';
import type { OutboxWorker } from '../../api/src/modules/outbox/outbox-worker';
import type { PublishingScheduler } from '../../api/src/modules/publishing/publishing-scheduler';
import { startServer, type StartOptions } from '../../api/src/server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  url: string;
  orm: Orm;
  /** The server's notification worker; tests drive it with `outbox.runOnce()`. */
  outbox: OutboxWorker;
  /** The server's publishing scheduler; tests drive it with `publishing.runOnce(now)`. */
  publishing: PublishingScheduler;
  /** This server's own data folder (uploads land in `${dataDir}/uploads`). */
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /**
   * A database this server shares with other test servers (several servers behind one load
   * balancer) or with a later start (a restart). The test made it, so the test drops it.
   */
  sharedDatabase?: TestDatabase;
}

/**
 * The real server on a random loopback port and a fresh database: migrations applied, no demo
 * content (tests add their own scenarios).
 */
export async function startTestServer(
  web: StartOptions['web'] = { mode: 'none' },
  env: Record<string, string> = {},
  { sharedDatabase }: TestServerOptions = {},
): Promise<TestServer> {
  const database = sharedDatabase ?? (await createTestDatabase());
  const server = await startOnDatabase(database, web, env);
  return {
    ...server,
    close: async () => {
      await server.close();
      if (!sharedDatabase) await database.drop();
    },
  };
}

/**
 * Several servers started at the same moment on one fresh database, as a load balancer's pool
 * starts after a deploy. Rejects when any of them fails to start (after closing the others).
 */
export async function startTestServers(
  count: number,
  env: Record<string, string> = {},
): Promise<{ servers: TestServer[]; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => startOnDatabase(database, { mode: 'none' }, env)),
  );
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database.drop();
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { servers, close };
}

/** One server on the given database with its own data folder; close() keeps the database. */
async function startOnDatabase(
  database: TestDatabase,
  web: StartOptions['web'],
  env: Record<string, string>,
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    SSR_CACHE_TTL_MS: '0',
    // No timer: a test sends queued notifications when it calls outbox.runOnce().
    OUTBOX_POLL_MS: '0',
    // Likewise scheduled posts and jobs go live when a test calls publishing.runOnce().
    PUBLISH_POLL_MS: '0',
    DATA_DIR: dataDir,
    // Test files apply and buy many times from one address; the limits' own tests set them low.
    APPLY_RATE_LIMIT: '1000',
    PAYMENT_RATE_LIMIT: '1000',
    ...env,
  });
  const server = await startServer({
    config: { ...config, databaseUrl: database.target.databaseUrl },
    logger: createLogger(config.logLevel),
    web,
    pgliteDir: database.target.pgliteDir,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    orm: server.orm,
    outbox: server.outbox,
    publishing: server.publishing,
    dataDir,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
