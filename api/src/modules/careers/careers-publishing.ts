import type { Em } from '../../db/orm';
import { claimDueScheduled, type PublishingTask } from '../publishing/publishing.public';
import { Job } from './job.entity';
import { onJobPublished } from './job-published';

/** Scheduled jobs whose moment has come go live, and each is announced once. */
export function publishDueJobs(
  announce: (em: Em, job: Job) => Promise<void> = onJobPublished,
): PublishingTask {
  return {
    name: 'jobs',
    run: async (em, now) => {
      const ids = await claimDueScheduled(em, 'job', now);
      if (!ids.length) return [];
      const jobs = await em.find(Job, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
      for (const job of jobs) await announce(em, job);
      return ids;
    },
  };
}

/**
 * Live jobs past their closing date are marked CLOSED, so the back office says so. Visitors
 * stopped seeing them at the closing moment already (live-jobs.ts reads the same clock).
 */
export const closeExpiredJobs: PublishingTask = {
  name: 'closedJobs',
  run: async (em, now) => {
    const closed = await em.execute<{ id: number }[]>(
      `update job set status = 'CLOSED', updated_at = ?
        where status = 'PUBLISHED' and closes_at <= ?
    returning id`,
      [now, now],
    );
    return closed.map((row) => row.id);
  },
};
