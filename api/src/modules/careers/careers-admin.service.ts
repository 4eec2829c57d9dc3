import { ADMIN_ONLY, withScope } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { JOB_DEPARTMENTS } from '../../../../common/careers';
import {
  adminJobListInputSchema,
  jobWriteSchema,
  type AdminJobListInput,
} from '../../../../common/careers.schemas';
import {
  jobPublishingSchema,
  type JobPublishingInput,
} from '../../../../common/publishing.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { parseInput } from '../../shared/validation';
import {
  applyPublishing,
  checkClosingDate,
  deleteRevisions,
} from '../publishing/publishing.public';
import type { JobFilterOptions } from './careers.service';
import { Job } from './job.entity';
import { onJobPublished } from './job-published';
import { changeJobPublishing, findJob } from './job-publishing.service';
import { keepJobRevision } from './job-revisions';
import { uniqueJobSlug } from './job-slug';
import { assignSeoFields } from '../../shared/seo-fields';
import { libraryImage } from '../media/media.public';

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

/** A job made without a say on its state goes live at once, as jobs always did. */
const PUBLISH_AT_ONCE: JobPublishingInput = { status: 'PUBLISHED' };

/**
 * Saves a new job under a slug made from its title, with any SEO overrides: live (the
 * default), draft or scheduled.
 */
export const createJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (
    ctx: StaffContext,
    input: unknown,
    publishingInput: JobPublishingInput = PUBLISH_AT_ONCE,
  ): Promise<Job> => {
    const { seo, ...fields } = parseInput(jobWriteSchema, input);
    const publishing = parseInput(jobPublishingSchema, publishingInput);
    const now = ctx.clock.now();
    checkClosingDate(publishing.closesAt, publishing.publishAt, now);
    const state: Pick<Job, 'status' | 'publishAt' | 'publishedAt'> = {
      status: 'DRAFT',
      publishAt: null,
      publishedAt: null,
    };
    const outcome = applyPublishing(state, publishing, now);
    return ctx.em.transactional(async (em) => {
      const slug = await uniqueJobSlug({ em }, fields.title);
      const job = em.create(Job, { ...fields, ...state, closesAt: publishing.closesAt, slug });
      if (seo)
        await assignSeoFields(job, seo, (imageId) =>
          libraryImage(em, imageId, 'seo.socialImageId'),
        );
      await em.flush();
      keepJobRevision(em, job, 'created', ctx.viewer);
      if (outcome.wentLive) await onJobPublished(em, job);
      await em.flush();
      return job;
    });
  },
);

/**
 * Replaces the seven fields, and the SEO overrides when sent. The slug stays, so links
 * already shared keep working.
 */
export const updateJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<Job> => {
    const { seo, ...fields } = parseInput(jobWriteSchema, input);
    return ctx.em.transactional(async (em) => {
      const job = em.assign(await findJob({ em }, id), fields);
      if (seo)
        await assignSeoFields(job, seo, (imageId) =>
          libraryImage(em, imageId, 'seo.socialImageId'),
        );
      await em.flush();
      keepJobRevision(em, job, 'edited', ctx.viewer);
      await em.flush();
      return job;
    });
  },
);

/**
 * Closing takes a job off the public list, its page and the sitemap, but keeps it for the
 * record; reopening puts it live again (a closing date already past is dropped).
 */
export const setJobOpen = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, open: boolean): Promise<Job> => {
    const job = await findJob(ctx, id);
    const closesAt =
      job.closesAt && job.closesAt.getTime() > ctx.clock.now().getTime() ? job.closesAt : null;
    return changeJobPublishing(ctx, id, {
      status: open ? 'PUBLISHED' : 'CLOSED',
      publishAt: null,
      closesAt: open ? closesAt : (job.closesAt ?? null),
    });
  },
);

/** Removes the job and its history for good (closing it keeps both); answers the removed id. */
export const deleteJob = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number): Promise<number> => {
    await ctx.em.transactional(async (em) => {
      em.remove(await findJob({ em }, id));
      await deleteRevisions(em, 'job', id);
      await em.flush();
    });
    return id;
  },
);
