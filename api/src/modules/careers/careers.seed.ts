import type { ServiceContext } from '../../shared/context';
import { DEMO_JOBS } from './careers.demo';
import { Job } from './job.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty job table with the demo openings; a table that has jobs is left alone. */
export async function seedDemoJobs(ctx: ServiceContext, now = new Date()): Promise<number> {
  if ((await ctx.em.count(Job)) > 0) return 0;
  for (const { daysAgo, ...demo } of DEMO_JOBS) {
    const postedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    ctx.em.create(Job, { ...demo, status: 'PUBLISHED', postedAt, updatedAt: postedAt });
  }
  await ctx.em.flush();
  return DEMO_JOBS.length;
}
