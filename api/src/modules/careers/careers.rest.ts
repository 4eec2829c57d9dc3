import { jobFieldsSchema } from '../../../../common/careers.schemas';
import type { z } from 'zod';
import { singleQueryValue } from '../../shared/query-params';
import { jsonAnswer } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { listOpenJobs } from './careers.service';
import { jobListQuerySchema, restJobSchema } from './careers.rest-docs';
import type { Job } from './job.entity';

/** The original site's job list path and answer shape, kept for existing clients. */
export const careersRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/job/getjob',
    access: listOpenJobs.access,
    summary: 'List open jobs',
    request: { query: jobListQuerySchema },
    responses: { 200: jsonAnswer('The open jobs', restJobSchema.array()) },
    handler: async (req, res) => {
      const jobs = await listOpenJobs(serviceContext(res), {
        department: singleQueryValue(req.query['department'], 'department'),
        location: singleQueryValue(req.query['location'], 'location'),
        search: singleQueryValue(req.query['search'], 'search'),
      });
      res.json(jobs.map(toRestJob));
    },
  },
];

/** The fields staff write, in the order the original's answers list them. */
const JOB_FIELD_NAMES = jobFieldsSchema.keyof().options;

/** The field names the original clients read: the ids and slug, then every written field. */
export function toRestJob(job: Job): z.input<typeof restJobSchema> {
  const fields = Object.fromEntries(JOB_FIELD_NAMES.map((name) => [name, job[name]]));
  return {
    _id: String(job.id),
    id: job.id,
    slug: job.slug,
    ...(fields as Pick<Job, (typeof JOB_FIELD_NAMES)[number]>),
    location: job.location.trim(),
  };
}
