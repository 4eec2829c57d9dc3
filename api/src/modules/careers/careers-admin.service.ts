import { ADMIN_ONLY, withScope } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { JOB_DEPARTMENTS } from '../../../../common/careers';
import {
  adminJobListInputSchema,
  jobFieldsSchema,
  type AdminJobListInput,
} from '../../../../common/careers.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import type { JobFilterOptions } from './careers.service';
import { Job } from './job.entity';
import { uniqueJobSlug } from './job-slug';
import { announceJobPublished } from './job-publishing';

/** Every job, open and closed, newest first, with the department and location filters. */
export const listAllJobs = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:read'),
  async (ctx: StaffContext, input: AdminJobListInput): Promise<Job[]> => {
    const { department, location } = parseInput(adminJobListInputSchema, input);
    const where: ObjectQuery<Job> = {};
    if (department) where.department = department;
    if (location) where.location = location;
    return ctx.em.find(Job, where, { orderBy: { postedAt: 'desc', id: 'desc' } });
  },
);

/** Every department a job may have, and the locations of all jobs (closed ones included). */
export const allJobFilterOptions = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:read'),
  async (ctx: StaffContext): Promise<JobFilterOptions> => {
    const jobs = await ctx.em.find(Job, {}, { fields: ['location'], disableIdentityMap: true });
    const locations = [...new Set(jobs.map((job) => job.location))];
    return {
      departments: [...JOB_DEPARTMENTS],
      locations: locations.sort((a, b) => a.localeCompare(b)),
    };
  },
);

/** Publishes a new, open job under a slug made from its title (announced: job.published). */
export const createJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, input: unknown): Promise<Job> => {
    const fields = parseInput(jobFieldsSchema, input);
    const slug = await uniqueJobSlug(ctx, fields.title);
    return ctx.em.transactional(async (em) => {
      const job = em.create(Job, { ...fields, slug, isOpen: true });
      await em.flush();
      await announceJobPublished(em, job);
      await em.flush();
      return job;
    });
  },
);

/** Replaces the seven fields. The slug stays, so links already shared keep working. */
export const updateJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<Job> => {
    const fields = parseInput(jobFieldsSchema, input);
    const job = ctx.em.assign(await findJob(ctx, id), fields);
    await ctx.em.flush();
    return job;
  },
);

/**
 * A closed job leaves the public list, its page and the sitemap, but stays for the record.
 * Opening a closed job publishes it again (job.published).
 */
export const setJobOpen = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, open: boolean): Promise<Job> => {
    return ctx.em.transactional(async (em) => {
      const job = await findJob({ ...ctx, em }, id);
      const reopened = open && !job.isOpen;
      job.isOpen = open;
      if (reopened) await announceJobPublished(em, job);
      await em.flush();
      return job;
    });
  },
);

/** Removes the job for good (closing it keeps the record); answers the removed id. */
export const deleteJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number): Promise<number> => {
    ctx.em.remove(await findJob(ctx, id));
    await ctx.em.flush();
    return id;
  },
);

async function findJob(ctx: ServiceContext, id: number): Promise<Job> {
  const job = await ctx.em.findOne(Job, { id });
  if (!job) throw new NotFoundError(`No job with id ${id}`);
  return job;
}
