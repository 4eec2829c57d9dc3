import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { jobPath } from '../../../../common/careers';
import { jobWriteSchema } from '../../../../common/careers.schemas';
import {
  jobPublishingSchema,
  type JobPublishing,
  type JobPublishingInput,
} from '../../../../common/publishing.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { assignSeoFields, seoFromRevision } from '../../shared/seo-fields';
import { parseInput } from '../../shared/validation';
import { imageStillInLibrary, libraryImage } from '../media/media.public';
import {
  applyPublishing,
  checkClosingDate,
  restorableFields,
  listRevisions,
  previewLink,
  type ContentRevision,
  type PreviewLink,
} from '../publishing/publishing.public';
import { Job } from './job.entity';
import { onJobPublished } from './job-published';
import { JOB_RESTORED_FIELDS, keepJobRevision } from './job-revisions';

export async function findJob(ctx: Pick<ServiceContext, 'em'>, id: number): Promise<Job> {
  const job = await ctx.em.findOne(Job, { id });
  if (!job) throw new NotFoundError(`No job with id ${id}`);
  return job;
}

/**
 * Moves a job to draft, scheduled (a moment ahead), live or closed, with an optional closing
 * date (ahead of when it goes live). Going live announces it (onJobPublished) in the same
 * transaction; every change is kept as a revision.
 */
export const setJobPublishing = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, input: JobPublishingInput): Promise<Job> => {
    return changeJobPublishing(ctx, id, parseInput(jobPublishingSchema, input));
  },
);

export async function changeJobPublishing(
  ctx: StaffContext,
  id: number,
  change: JobPublishing,
): Promise<Job> {
  const now = ctx.clock.now();
  return ctx.em.transactional(async (em) => {
    const job = await findJob({ em }, id);
    if (change.status === 'PUBLISHED' || change.status === 'SCHEDULED') {
      checkClosingDate(change.closesAt, change.publishAt, now);
    }
    const outcome = applyPublishing(job, change, now);
    job.closesAt = change.closesAt;
    await em.flush();
    keepJobRevision(em, job, outcome.action, ctx.viewer);
    if (outcome.wentLive) await onJobPublished(em, job);
    await em.flush();
    return job;
  });
}

/** A signed link that shows the job at its own address, as it is now, for an hour. */
export const createJobPreviewLink = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:read'),
  async (ctx: StaffContext, id: number): Promise<PreviewLink> => {
    const job = await findJob(ctx, id);
    return previewLink(ctx, 'job', job, jobPath(job.slug));
  },
);

/** Every save of the job, newest first. */
export const listJobRevisions = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:read'),
  async (ctx: StaffContext, id: number): Promise<ContentRevision[]> => {
    await findJob(ctx, id);
    return listRevisions(ctx.em, 'job', id);
  },
);

/**
 * Brings back the written fields and SEO overrides of an earlier revision (a social image
 * deleted since is left out; a revision from before SEO fields leaves them as they are); the
 * address and the publishing state stay. The restore is itself a save, kept as a new revision
 * that names the one it restored.
 */
export const restoreJobRevision = staffOperation(
  withScope(ADMIN_ONLY, 'jobs:write'),
  async (ctx: StaffContext, id: number, revisionId: number): Promise<Job> => {
    return ctx.em.transactional(async (em) => {
      const job = await findJob({ em }, id);
      const restored = await restorableFields(em, 'job', id, revisionId, JOB_RESTORED_FIELDS);
      const { revision, saved } = restored;
      const keptSeo = seoFromRevision(saved);
      const seoInput = keptSeo && {
        ...keptSeo,
        socialImageId: await imageStillInLibrary(em, keptSeo.socialImageId),
      };
      const { seo, ...fields } = parseInput(jobWriteSchema, { ...saved, seo: seoInput });
      em.assign(job, fields);
      if (seo) {
        await assignSeoFields(job, seo, (imageId) =>
          libraryImage(em, imageId, 'seo.socialImageId'),
        );
      }
      await em.flush();
      keepJobRevision(em, job, 'restored', ctx.viewer, revision.id);
      await em.flush();
      return job;
    });
  },
);
