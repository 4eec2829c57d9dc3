import type { Orm } from '../db/orm';
import type { CounterTime, RateLimitStore } from './rate-limit-store';

/**
 * Adds one to a key's counter, starting a new window when the old one has passed. Each run is
 * one atomic statement, so servers racing on a key never count past its limit: PostgreSQL locks
 * the conflicting row for the upsert, and the WHERE of DO UPDATE sees the committed count. With
 * a limit, a full counter is left alone and no row comes back: the attempt is refused.
 */
function incrementSql(withLimit: boolean): string {
  return `
  insert into "rate_limit_counter" as c ("key", "count", "expires_at") values (?, 1, ?)
  on conflict ("key") do update set
    "count" = case when c."expires_at" <= ? then 1 else c."count" + 1 end,
    "expires_at" = case when c."expires_at" <= ? then excluded."expires_at" else c."expires_at" end
  ${withLimit ? 'where c."expires_at" <= ? or c."count" < ?' : ''}
  returning "count"`;
}

/**
 * Counters in the `rate_limit_counter` table, through the ORM's own connection pool, so every
 * server on one PostgreSQL counts against the same limits. Each call runs on its own, outside
 * any request transaction: a count stands even when the request that made it fails.
 */
export class SqlRateLimitStore implements RateLimitStore {
  constructor(private readonly orm: Orm) {}

  async increment(key: string, limit: number, at: CounterTime): Promise<boolean> {
    const now = new Date(at.now);
    const expiresAt = new Date(at.now + at.windowMs);
    const params = [key, expiresAt, now, now];
    const rows = Number.isFinite(limit)
      ? await this.run(incrementSql(true), [...params, now, limit])
      : await this.run(incrementSql(false), params);
    return rows.length > 0;
  }

  async count(key: string, now: number): Promise<number> {
    const rows = await this.run<{ count: number }>(
      `select "count" from "rate_limit_counter" where "key" = ? and "expires_at" > ?`,
      [key, new Date(now)],
    );
    return rows[0]?.count ?? 0;
  }

  async decrement(key: string, now: number): Promise<void> {
    await this.run(
      `update "rate_limit_counter" set "count" = "count" - 1
        where "key" = ? and "count" > 0 and "expires_at" > ?`,
      [key, new Date(now)],
    );
  }

  async delete(key: string): Promise<void> {
    await this.run(`delete from "rate_limit_counter" where "key" = ?`, [key]);
  }

  async deleteExpired(now: number): Promise<void> {
    // Indexed on expires_at, so this stays cheap however many live counters there are.
    await this.run(`delete from "rate_limit_counter" where "expires_at" <= ?`, [new Date(now)]);
  }

  private run<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return this.orm.em.getConnection().execute<Row[]>(sql, params, 'all');
  }
}
