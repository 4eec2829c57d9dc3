import { ADMIN_ONLY } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { JOB_DEPARTMENTS } from '../../../../common/careers';
import {
  adminJobListInputSchema,
  jobWriteSchema,
  type AdminJobListInput,
} from '../../../../common/careers.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import type { JobFilterOptions } from './careers.service';
import { Job } from './job.entity';
import { uniqueJobSlug } from './job-slug';
import { assignSeoFields } from '../../shared/seo-fields';
import { libraryImage } from '../media/media.public';

/** Every job, open and closed, newest first, with the department and location filters. */
export const listAllJobs = staffOperation(
  ADMIN_ONLY,
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
  ADMIN_ONLY,
  async (ctx: StaffContext): Promise<JobFilterOptions> => {
    const jobs = await ctx.em.find(Job, {}, { fields: ['location'], disableIdentityMap: true });
    const locations = [...new Set(jobs.map((job) => job.location))];
    return {
      departments: [...JOB_DEPARTMENTS],
      locations: locations.sort((a, b) => a.localeCompare(b)),
    };
  },
);

/** Publishes a new, open job under a slug made from its title, with any SEO overrides. */
export const createJob = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<Job> => {
    const { seo, ...fields } = parseInput(jobWriteSchema, input);
    const slug = await uniqueJobSlug(ctx, fields.title);
    const job = ctx.em.create(Job, { ...fields, slug, isOpen: true });
    if (seo) await assignSeoFields(job, seo, (id) => libraryImage(ctx.em, id, 'seo.socialImageId'));
    await ctx.em.flush();
    return job;
  },
);

/**
 * Replaces the seven fields, and the SEO overrides when sent. The slug stays, so links
 * already shared keep working.
 */
export const updateJob = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number, input: unknown): Promise<Job> => {
    const { seo, ...fields } = parseInput(jobWriteSchema, input);
    const job = ctx.em.assign(await findJob(ctx, id), fields);
    if (seo) await assignSeoFields(job, seo, (id) => libraryImage(ctx.em, id, 'seo.socialImageId'));
    await ctx.em.flush();
    return job;
  },
);

/** A closed job leaves the public list, its page and the sitemap, but stays for the record. */
export const setJobOpen = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number, open: boolean): Promise<Job> => {
    const job = await findJob(ctx, id);
    job.isOpen = open;
    await ctx.em.flush();
    return job;
  },
);

/** Removes the job for good (closing it keeps the record); answers the removed id. */
export const deleteJob = staffOperation(
  ADMIN_ONLY,
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
