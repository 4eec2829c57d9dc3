import type { Em } from '../../db/orm';
import type { Job } from './job.entity';
import { announceJobPublished } from './job-publishing';

/**
 * The one place a job going live is announced: 'Publish now', a new job published at once,
 * reopening and the scheduler all call it, inside the transaction that made the job live, so it
 * runs exactly once per publication (a rolled-back one announces nothing). Saving a draft or a
 * schedule announces nothing. The page caches are cleared by the commit itself.
 */
export function onJobPublished(em: Em, job: Job): Promise<void> {
  return announceJobPublished(em, job);
}
