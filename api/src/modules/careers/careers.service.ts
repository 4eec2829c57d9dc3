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
import { Job } from './job.entity';
import { publicOperation } from '../../shared/auth/operation';

export interface JobFilterOptions {
  departments: string[];
  locations: string[];
}

/** Open jobs, newest first: title search (case-insensitive) and exact filters in the database. */
export const listOpenJobs = publicOperation(
  async (ctx: ServiceContext, input: JobListInput): Promise<Job[]> => {
    const { search, department, location } = parseInput(jobListInputSchema, input);
    const where: ObjectQuery<Job> = { isOpen: true };
    if (search) where.title = { $ilike: containsPattern(search) };
    if (department) where.department = department;
    if (location) where.location = location;
    return ctx.em.find(Job, where, {
      orderBy: { postedAt: 'desc', id: 'desc' },
      disableIdentityMap: true,
    });
  },
);

/** The distinct departments and locations of open jobs, sorted: the page adds 'All'. */
export const jobFilterOptions = publicOperation(
  async (ctx: ServiceContext): Promise<JobFilterOptions> => {
    const jobs = await ctx.em.find(
      Job,
      { isOpen: true },
      { fields: ['department', 'location'], disableIdentityMap: true },
    );
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    return {
      departments: sorted(jobs.map((job) => job.department)),
      locations: sorted(jobs.map((job) => job.location)),
    };
  },
);

export const getOpenJob = publicOperation(
  async (ctx: ServiceContext, slug: string): Promise<Job> => {
    const parsed = parseInput(jobSlugSchema, slug);
    const job = await ctx.em.findOne(Job, { slug: parsed, isOpen: true });
    if (!job) throw new NotFoundError('Job not found');
    return job;
  },
);

export type JobAddress = Pick<Job, 'slug' | 'updatedAt'>;

/** Every open job's slug and last change, newest first (the sitemap lists them). */
export const listOpenJobAddresses = publicOperation(
  async (ctx: ServiceContext): Promise<JobAddress[]> => {
    return ctx.em.find(
      Job,
      { isOpen: true },
      {
        fields: ['slug', 'updatedAt'],
        orderBy: { postedAt: 'desc', id: 'desc' },
        disableIdentityMap: true,
      },
    );
  },
);
