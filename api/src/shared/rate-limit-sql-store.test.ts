import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestOrm } from '../../../tests/support/test-orm';
import { openDatabase, type Orm } from '../db/orm';
import { RateLimiter } from './rate-limit';
import { runRateLimitStoreContract } from './rate-limit.contract';
import { SqlRateLimitStore } from './rate-limit-sql-store';

// On PostgreSQL when TEST_DATABASE_URL is set (as in CI), otherwise on the embedded PGlite,
// which runs the same SQL: the statements are checked either way.
let orm: Orm;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openTestOrm());
});
afterAll(() => close());

async function storedKeys(): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ key: string }[]>(`select "key" from "rate_limit_counter"`);
  return rows.map((row) => row.key);
}

describe('RateLimiter on SqlRateLimitStore', () => {
  runRateLimitStoreContract(() => ({ store: new SqlRateLimitStore(orm), storedKeys }));
});

describe.runIf(process.env['TEST_DATABASE_URL'])('SqlRateLimitStore on two servers', () => {
  let otherOrm: Orm;
  beforeAll(async () => {
    // A second connection pool to the same database, as a second server would open.
    otherOrm = await openDatabase({
      databaseUrl: orm.config.get('clientUrl'),
      pgliteDir: 'memory://',
    });
  });
  afterAll(() => otherOrm.close());

  it('counts parallel attempts from both against one limit', async () => {
    const limiterOf = (server: Orm) =>
      new RateLimiter({
        name: 'two-servers',
        limit: 5,
        windowMs: 60_000,
        store: new SqlRateLimitStore(server),
      });
    const [first, second] = [limiterOf(orm), limiterOf(otherOrm)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? first : second).tryTake('203.0.113.9')),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });
});
