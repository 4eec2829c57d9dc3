import type { ObjectQuery } from '@mikro-orm/core';
import {
  jobListInputSchema,
  jobSlugSchema,
  type JobListInput,
} from '../../../../common/careers.schemas';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { containsPattern } from '../../shared/like-pattern';
import { parseInput } from '../../shared/validation';
import { matchesPreview, previewSubject } from '../publishing/publishing.public';
import { Job } from './job.entity';
import { liveJobsWhere } from './live-jobs';
import { publicOperation } from '../../shared/auth/operation';

export interface JobFilterOptions {
  departments: string[];
  locations: string[];
}

/** Live jobs, newest first: title search (case-insensitive) and exact filters in the database. */
export const listOpenJobs = publicOperation(
  async (ctx: ServiceContext, input: JobListInput): Promise<Job[]> => {
    const { search, department, location } = parseInput(jobListInputSchema, input);
    const where: ObjectQuery<Job> = {};
    if (search) where.title = { $ilike: containsPattern(search) };
    if (department) where.department = department;
    if (location) where.location = location;
    return ctx.em.find(Job, liveJobsWhere(ctx.clock.now(), where), {
      orderBy: { publishedAt: 'desc', id: 'desc' },
      disableIdentityMap: true,
    });
  },
);

/** The distinct departments and locations of live jobs, sorted: the page adds 'All'. */
export const jobFilterOptions = publicOperation(
  async (ctx: ServiceContext): Promise<JobFilterOptions> => {
    const jobs = await ctx.em.find(Job, liveJobsWhere(ctx.clock.now()), {
      fields: ['department', 'location'],
      disableIdentityMap: true,
    });
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    return {
      departments: sorted(jobs.map((job) => job.department)),
      locations: sorted(jobs.map((job) => job.location)),
    };
  },
);

/** A live job by slug; with a valid preview token, the draft the token names. */
export const getOpenJob = publicOperation(
  async (ctx: ServiceContext, slug: string, preview?: string | null): Promise<Job> => {
    const parsed = parseInput(jobSlugSchema, slug);
    if (preview) return previewedJob(ctx, parsed, preview);
    const job = await ctx.em.findOne(Job, liveJobsWhere(ctx.clock.now(), { slug: parsed }));
    if (!job) throw new NotFoundError('Job not found');
    return job;
  },
);

async function previewedJob(ctx: ServiceContext, slug: string, token: string): Promise<Job> {
  const subject = previewSubject(ctx, 'job', token);
  const job = await ctx.em.findOne(Job, { slug });
  if (!job || !matchesPreview(subject, job)) {
    throw new NotFoundError('This preview link is for another version of the job: open a new one');
  }
  return job;
}

export type JobAddress = Pick<Job, 'slug' | 'updatedAt'>;

/** Every live job's slug and last change, newest first (the sitemap lists them). */
export const listOpenJobAddresses = publicOperation(
  async (ctx: ServiceContext): Promise<JobAddress[]> => {
    return ctx.em.find(Job, liveJobsWhere(ctx.clock.now()), {
      fields: ['slug', 'updatedAt'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
      disableIdentityMap: true,
    });
  },
);
