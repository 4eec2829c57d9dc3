import {
  DUPLICATE_APPLICATION_MESSAGE,
  INVALID_RESUME_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
} from '../../../../common/applications';
import { WHATSAPP_TEMPLATES } from '../../../../common/notifications';
import { applicationSubmissionSchema } from '../../../../common/submissions.schemas';
import { takeVisitorAttempt } from '../../shared/rate-limit';
import { attributionColumns } from '../../db/attribution';
import type { ServiceContext } from '../../shared/context';
import { AppError, NotFoundError, ValidationError } from '../../shared/errors';
import type { FileStorage } from '../../shared/storage/file-storage';
import type { AllowedFileTypes } from '../../shared/uploads/file-types';
import {
  storeCheckedUpload,
  UploadTooLargeError,
  type CheckedUpload,
} from '../../shared/uploads/store-upload';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import { parseInput } from '../../shared/validation';
import { queueEmail, queueWhatsapp } from '../outbox/outbox.public';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import { JobApplication } from './job-application.entity';
import { Job } from './job.entity';
import { liveJobsWhere } from './live-jobs';
import { publicOperation } from '../../shared/auth/operation';

/**
 * PDF, Word 97-2003 (a compound file with a WordDocument stream; an installer or a spreadsheet
 * in the same container is refused) and DOCX (file-type reads the zip's entries to tell a Word
 * document from any other zip).
 */
export const RESUME_TYPES: AllowedFileTypes = {
  mimes: RESUME_MIME_TYPES,
  description: 'a PDF, DOC or DOCX file',
};

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Which job: by slug (GraphQL), or by title and location as the original form sent them. */
export interface JobReference {
  jobSlug?: string | null | undefined;
  jobTitle?: string | null | undefined;
  jobLocation?: string | null | undefined;
}

export interface ApplicationReceipt {
  id: number;
  jobTitle: string;
}

/**
 * Stores an application and its resume, and queues the applicant's confirmations (WhatsApp and
 * e-mail), the e-mail to the hiring address and the application.created webhooks in the same
 * transaction. Every check runs before the row is
 * written; a refused resume or a failed write leaves no file and no row.
 */
export const applyToJob = publicOperation(
  async (
    ctx: ServiceContext,
    input: { fields: unknown; job: JobReference },
    resume: UploadedFile | Promise<UploadedFile> | undefined,
  ): Promise<ApplicationReceipt> => {
    const { attribution, ...fields } = parseInput(applicationSubmissionSchema, input.fields);
    const email = fields.email.toLowerCase();
    const job = await findOpenJob(ctx, input.job);
    await refuseDuplicate(ctx, job, email);
    if (!resume) throw new ValidationError('Please attach your resume', { resume: 'is required' });
    // Counted before the resume is read: a flood of applications must not fill the disk.
    await takeVisitorAttempt(ctx.rateLimits.applications, ctx.clientIp);
    const storage = ctx.storage;
    const stored = await storeResume(storage, resume);
    try {
      return await ctx.em.transactional(async (em) => {
        const application = em.create(JobApplication, {
          job,
          ...fields,
          email,
          resumeKey: stored.key,
          resumeMime: stored.mime,
          resumeName: stored.originalName,
          resumeSize: stored.size,
          ...attributionColumns(attribution),
        });
        const data = {
          fullName: fields.fullName,
          email,
          phone: fields.phone,
          experience: fields.experience,
          portfolio: fields.portfolio ?? '',
          jobTitle: job.title,
          jobLocation: job.location,
        };
        queueWhatsapp(em, WHATSAPP_TEMPLATES.jobApplication, `91${fields.phone}`, {});
        queueEmail(em, 'applicationReceived', email, {
          fullName: fields.fullName,
          jobTitle: job.title,
          jobLocation: job.location,
        });
        queueEmail(em, 'jobApplication', ctx.hiringEmail, data);
        await em.flush();
        await recordWebhookEvent(em, 'application.created', {
          id: application.id,
          jobId: job.id,
          jobTitle: job.title,
          fullName: fields.fullName,
          email,
          phone: fields.phone,
          experience: fields.experience,
          portfolio: fields.portfolio ?? null,
          createdAt: application.createdAt.toISOString(),
        });
        await em.flush();
        return { id: application.id, jobTitle: job.title };
      });
    } catch (error) {
      await storage.delete(stored.key);
      throw error;
    }
  },
);

async function findOpenJob(ctx: ServiceContext, ref: JobReference): Promise<Job> {
  const slug = ref.jobSlug?.trim();
  const title = ref.jobTitle?.trim();
  if (!slug && !title) {
    throw new ValidationError('Say which job you are applying for', { jobTitle: 'is required' });
  }
  const where = slug
    ? { slug }
    : {
        title,
        ...(ref.jobLocation?.trim() ? { location: ref.jobLocation.trim() } : {}),
      };
  const job = await ctx.em.findOne(Job, liveJobsWhere(ctx.clock.now(), where));
  if (!job) throw new NotFoundError('This job is not open for applications');
  return job;
}

async function refuseDuplicate(ctx: ServiceContext, job: Job, email: string): Promise<void> {
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
  const earlier = await ctx.em.count(JobApplication, { job, email, createdAt: { $gt: since } });
  if (earlier > 0) throw new AppError(DUPLICATE_APPLICATION_MESSAGE, 'CONFLICT', 409);
}

async function storeResume(
  storage: FileStorage,
  resume: UploadedFile | Promise<UploadedFile>,
): Promise<CheckedUpload> {
  try {
    return await storeCheckedUpload(storage, resume, {
      field: 'resume',
      maxBytes: RESUME_MAX_BYTES,
      types: RESUME_TYPES,
    });
  } catch (error) {
    // A resume that is not a real PDF, DOC or DOCX gets the form's own words.
    if (error instanceof ValidationError && !(error instanceof UploadTooLargeError)) {
      throw new ValidationError(INVALID_RESUME_MESSAGE, { resume: INVALID_RESUME_MESSAGE });
    }
    throw error;
  }
}
