import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { migrate, openDatabase } from '../db/orm';
import { createLogger } from '../shared/logger';
import type { Em, Orm } from '../db/orm';
import { Job } from '../modules/careers/job.entity';
import { PUBLIC_CONTENT_CHANNEL } from '../shared/public-content';
import { RateLimitCounter } from '../shared/rate-limit-counter.entity';
import { openSharedPageCache, type SharedPageCache } from './page-cache-invalidation';
import type { PreparedPage } from './page-encoding';

/** A stand-in for a rendered page: these tests only look at whether it is still cached. */
function testPage(text: string): PreparedPage {
  return { etag: `W/"${text}"`, bodies: { identity: Buffer.from(text) } };
}

const logger = createLogger('silent');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let jobCount = 0;

/** A write to a public entity, as any service makes it: no call about caches anywhere. */
function addJob(em: Em): Job {
  jobCount += 1;
  return em.create(Job, {
    slug: `job-${jobCount}`,
    title: `Job ${jobCount}`,
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    experience: '2 years',
    description: 'Builds things',
    skills: ['TypeScript'],
  });
}

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
    pages.cache.set('/blog', testPage('before'));

    const rolledBack = orm.em.fork().transactional(async (em) => {
      addJob(em);
      await em.flush();
      throw new Error('the write failed');
    });
    await expect(rolledBack).rejects.toThrow('the write failed');
    await orm.em.fork().transactional((em) => Promise.resolve(addJob(em)));

    await expectClearedSoon(pages, '/blog');
    // Notifications arrive in commit order, so one from the failed write would have come first.
    expect(clears).toHaveBeenCalledTimes(1);
  });

  it('clears the cache after a plain flush of a public entity, and not after other writes', async () => {
    const { orm, pages } = await openCachedServer();
    const clears = vi.spyOn(pages.cache, 'clear');
    pages.cache.set('/careers', testPage('before'));
    const em = orm.em.fork();

    em.create(RateLimitCounter, { key: 'not-public', count: 1, expiresAt: new Date() });
    await em.flush();
    const job = addJob(em);
    await em.flush();
    await expectClearedSoon(pages, '/careers');

    pages.cache.set('/careers', testPage('again'));
    job.status = 'CLOSED';
    await em.flush();
    await expectClearedSoon(pages, '/careers');
    expect(clears).toHaveBeenCalledTimes(2);
  });

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'reconnects after the listening connection is killed, clearing the cache then',
    async () => {
      const { database, orm, pages } = await openCachedServer();
      pages.cache.set('/careers', testPage('before'));
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
      pages.cache.set('/careers', testPage('again'));
      await orm.em.fork().transactional((em) => Promise.resolve(addJob(em)));
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
