import { singleQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { listOpenJobs } from './careers.service';
import type { Job } from './job.entity';

/** The original site's job list path and answer shape, kept for existing clients. */
export const careersRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/job/getjob',
    access: listOpenJobs.access,
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

/** The field names the original clients read. */
export function toRestJob(job: Job) {
  return {
    _id: String(job.id),
    id: job.id,
    slug: job.slug,
    title: job.title,
    location: job.location.trim(),
    type: job.type,
    experience: job.experience,
    department: job.department,
    description: job.description,
    skills: job.skills,
  };
}
