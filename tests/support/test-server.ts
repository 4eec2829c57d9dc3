import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import type { Orm } from '../../api/src/db/orm';
import { createLogger } from '../../api/src/shared/logger';
import type { OutboxWorker } from '../../api/src/modules/notifications/outbox-worker';
import { startServer, type StartOptions } from '../../api/src/server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  url: string;
  orm: Orm;
  /** The server's notification worker; tests drive it with `outbox.runOnce()`. */
  outbox: OutboxWorker;
  /** This server's own data folder (uploads land in `${dataDir}/uploads`). */
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /**
   * A database made by createTestDatabase() that several servers share, as servers behind one
   * load balancer do (PostgreSQL only: an in-memory PGlite belongs to one server). The caller
   * drops it.
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
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.sharedDatabase ?? (await createTestDatabase());
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
  });
  return {
    url: server.url,
    orm: server.orm,
    outbox: server.outbox,
    dataDir,
    close: async () => {
      await server.close();
      if (!options.sharedDatabase) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
