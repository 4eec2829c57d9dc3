import { jobPath } from '../../../../common/careers';
import type { Em } from '../../db/orm';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import type { Job } from './job.entity';

/**
 * The 'job.published' webhook event; onJobPublished calls it whenever a job goes live. Call it in
 * the transaction that makes the job visible, after the job has its id.
 */
export function announceJobPublished(em: Em, job: Job): Promise<void> {
  return recordWebhookEvent(em, 'job.published', {
    id: job.id,
    slug: job.slug,
    path: jobPath(job.slug),
    title: job.title,
    department: job.department,
    location: job.location,
    publishedAt: (job.publishedAt ?? new Date()).toISOString(),
  });
}
