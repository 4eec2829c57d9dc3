import type { Em } from '../../db/orm';

/** The tables whose rows are scheduled: named here, never taken from input. */
export type ScheduledTable = 'blog_post' | 'job';

/**
 * Claims the scheduled rows of `table` whose moment has come and makes them live, in one
 * UPDATE ... WHERE status = 'SCHEDULED' ... RETURNING: a row another server claimed first is no
 * longer SCHEDULED when this server's UPDATE reaches it (PostgreSQL re-checks the condition
 * after waiting for the row), so each row goes live once. They are dated at their scheduled
 * moment, or keep the date of an earlier publication. Answers the ids, in id order.
 */
export async function claimDueScheduled(
  em: Em,
  table: ScheduledTable,
  now: Date,
): Promise<number[]> {
  const claimed = await em.execute<{ id: number }[]>(
    `update ${table}
        set status = 'PUBLISHED', published_at = coalesce(published_at, publish_at),
            publish_at = null, updated_at = ?
      where status = 'SCHEDULED' and publish_at <= ?
  returning id`,
    [now, now],
  );
  return claimed.map((row) => row.id).sort((a, b) => a - b);
}
