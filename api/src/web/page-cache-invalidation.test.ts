import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { migrate, openDatabase, type Orm } from '../db/orm';
import { createLogger } from '../shared/logger';
import { changePublicContent, PUBLIC_CONTENT_CHANNEL } from '../shared/public-content';
import { openSharedPageCache, type SharedPageCache } from './page-cache-invalidation';

const logger = createLogger('silent');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openCachedServer(): Promise<{
  database: TestDatabase;
  orm: Orm;
  pages: SharedPageCache;
}> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const orm = await openDatabase(database.target);
  cleanups.push(() => orm.close());
  await migrate(orm);
  const pages = await openSharedPageCache({
    ttlMs: 60_000,
    databaseUrl: database.target.databaseUrl,
    orm,
    logger,
  });
  cleanups.push(() => pages.close());
  return { database, orm, pages };
}

/** Polls until the cached page is gone (a notification arrived or the listener reconnected). */
async function expectClearedSoon(
  pages: SharedPageCache,
  key: string,
  timeout = 2000,
): Promise<void> {
  await expect.poll(() => pages.cache.get(key), { timeout, interval: 20 }).toBeUndefined();
}

describe('openSharedPageCache', () => {
  it('clears the cache when a change commits, and not when it rolls back', async () => {
    const { orm, pages } = await openCachedServer();
    const clears = vi.spyOn(pages.cache, 'clear');
    pages.cache.set('/blog', 'before');

    const rolledBack = changePublicContent(orm.em.fork(), () =>
      Promise.reject(new Error('the write failed')),
    );
    await expect(rolledBack).rejects.toThrow('the write failed');
    await changePublicContent(orm.em.fork(), () => Promise.resolve());

    await expectClearedSoon(pages, '/blog');
    // Notifications arrive in commit order, so one from the failed write would have come first.
    expect(clears).toHaveBeenCalledTimes(1);
  });

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'reconnects after the listening connection is killed, clearing the cache then',
    async () => {
      const { database, orm, pages } = await openCachedServer();
      pages.cache.set('/careers', 'before');
      const admin = new pg.Client({ connectionString: database.target.databaseUrl });
      await admin.connect();
      cleanups.push(() => admin.end());
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [`listen:${PUBLIC_CONTENT_CHANNEL}`],
      );
      expect(killed.rowCount).toBe(1);

      // Notifications sent while disconnected are lost: reconnecting (after a one-second pause)
      // clears the cache.
      await expectClearedSoon(pages, '/careers', 10_000);
      // And the new connection listens again.
      await expect
        .poll(() => listeningConnections(admin), { timeout: 10_000, interval: 20 })
        .toBe(1);
      pages.cache.set('/careers', 'again');
      await changePublicContent(orm.em.fork(), () => Promise.resolve());
      await expectClearedSoon(pages, '/careers');
    },
  );
});

async function listeningConnections(admin: pg.Client): Promise<number> {
  const result = await admin.query<{ count: string }>(
    `select count(*) from pg_stat_activity
      where application_name = $1 and datname = current_database() and query ilike 'listen%'`,
    [`listen:${PUBLIC_CONTENT_CHANNEL}`],
  );
  return Number(result.rows[0]?.count);
}
