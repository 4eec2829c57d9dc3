import type { ObjectQuery } from '@mikro-orm/core';
import { LIVE_STATUS } from '../../../../common/publishing';
import type { Job } from './job.entity';

/**
 * The one condition every public read of jobs adds (the list, its filters, a job's page, the
 * sitemap, applying): only PUBLISHED jobs whose closing date has not come. `now` is the app's
 * clock, so a job leaves the site at its closing moment even before the scheduler marks it
 * closed.
 */
export function liveJobs(now: Date): ObjectQuery<Job> {
  return { status: LIVE_STATUS, $or: [{ closesAt: null }, { closesAt: { $gt: now } }] };
}

/** `where`, limited to live jobs. */
export function liveJobsWhere(now: Date, where: ObjectQuery<Job> = {}): ObjectQuery<Job> {
  return { $and: [liveJobs(now), where] };
}

/** Whether a loaded job is live at `now`, by the same rule. */
export function isLiveJob(job: Pick<Job, 'status' | 'closesAt'>, now: Date): boolean {
  return job.status === LIVE_STATUS && (!job.closesAt || job.closesAt.getTime() > now.getTime());
}
