import { z } from 'zod';
import {
  APPLICATION_SORT,
  APPLICATION_STATUSES,
  applicationFieldsSchema,
} from '../../../../common/applications';
import { JOB_DEPARTMENTS } from '../../../../common/careers';
import { jobFieldsSchema } from '../../../../common/careers.schemas';
import { sortQuery } from '../../shared/rest-docs';

/** A job as the original clients read it: the ids and slug, then every field staff write. */
export const restJobSchema = z
  .object({
    _id: z.string().meta({ description: 'The id as text (the original clients read `_id`)' }),
    id: z.number().int(),
    slug: z.string().meta({ description: 'The job page is /careers/{slug}' }),
    ...jobFieldsSchema.shape,
    skills: z.array(z.string()),
  })
  .meta({ id: 'Job' });

export const jobListQuerySchema = z.object({
  department: z.enum(JOB_DEPARTMENTS).optional().meta({ description: 'Only this department' }),
  location: z.string().optional().meta({ description: 'Only this location' }),
  search: z.string().optional().meta({ description: 'Words in the title' }),
});

export const jobBodySchema = jobFieldsSchema.meta({
  description: 'Skills may be a list or comma-separated text',
});

/** The apply form: the applicant's fields, the job applied to, and the resume file. */
export const applyFormSchema = applicationFieldsSchema.extend({
  jobSlug: z.string().optional().meta({ description: 'The job, by its slug' }),
  jobTitle: z.string().optional().meta({ description: 'Without a slug: the job title' }),
  jobLocation: z.string().optional(),
  resume: z.string().meta({ format: 'binary', description: 'PDF, DOC or DOCX, at most 5 MB' }),
  attribution: z
    .string()
    .optional()
    .meta({
      description:
        'Where the applicant came from, as JSON text: { firstTouch, lastTouch }, each with ' +
        'landingPage, referrer and utmSource/utmMedium/utmCampaign/utmTerm/utmContent',
    }),
});

export const applicationReceiptSchema = z.object({ message: z.string(), id: z.number().int() });

export const applicationsCsvQuerySchema = z.object({
  jobId: z.string().optional().meta({ description: 'Only applications to this job' }),
  status: z.enum(APPLICATION_STATUSES).optional().meta({ description: 'Only this stage' }),
  ...sortQuery(APPLICATION_SORT.fields),
});
