import { jobFieldsSchema } from '../../../../common/careers.schemas';
import type { Em } from '../../db/orm';
import type { Viewer } from '../../shared/auth/viewer';
import { SEO_REVISION_FIELDS, seoRevisionFields } from '../../shared/seo-fields';
import {
  recordRevision,
  revisionMoment,
  revisionText,
  type RevisionFields,
} from '../publishing/publishing.public';
import type { Job } from './job.entity';

/** The fields staff write: what a restore brings back (a field added to the schema joins). */
export const JOB_CONTENT_FIELDS = jobFieldsSchema.keyof().options;

/** Everything a restore brings back: the written fields and the SEO overrides. */
export const JOB_RESTORED_FIELDS = [...JOB_CONTENT_FIELDS, ...SEO_REVISION_FIELDS];

/** A job as a revision keeps it: the written fields, its SEO overrides and where it stood. */
export function jobRevisionFields(job: Job): RevisionFields {
  const content = Object.fromEntries(
    JOB_CONTENT_FIELDS.map((name) => [name, revisionText(job[name])]),
  );
  return {
    ...content,
    ...seoRevisionFields(job),
    status: job.status,
    publishAt: revisionMoment(job.publishAt),
    closesAt: revisionMoment(job.closesAt),
  };
}

/** Keeps a revision of the job as it now stands; call it in the save's transaction. */
export function keepJobRevision(
  em: Em,
  job: Job,
  action: string,
  author: Viewer,
  restoredFrom?: number,
): void {
  recordRevision(em, {
    subject: 'job',
    subjectId: job.id,
    action,
    fields: jobRevisionFields(job),
    author,
    restoredFrom,
  });
}
