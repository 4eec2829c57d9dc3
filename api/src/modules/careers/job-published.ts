import type { Em } from '../../db/orm';
import type { Job } from './job.entity';

/**
 * The one place a job going live is announced: 'Publish now', a new job published at once,
 * reopening and the scheduler all call it, inside the transaction that made the job live, so it
 * runs exactly once per publication (a rolled-back one announces nothing). The 'job.published'
 * event (webhooks) is emitted from here.
 */
export async function onJobPublished(_em: Em, _job: Job): Promise<void> {
  // Nothing listens yet: the page caches are cleared by the commit itself.
}
