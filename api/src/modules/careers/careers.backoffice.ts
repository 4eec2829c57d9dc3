import { ADMIN_LINKS } from '../../../../common/backoffice';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  DashboardContribution,
  SearchHit,
} from '../../shared/backoffice-contributor';
import { Job } from './job.entity';

/** Jobs on the dashboard and in the admin search. */
export const careersBackoffice: BackofficeContributor = {
  dashboard: careersDashboard,
  search: searchJobs,
};

async function careersDashboard(ctx: ServiceContext): Promise<DashboardContribution> {
  const [open, closed, recent] = await Promise.all([
    ctx.em.count(Job, { isOpen: true }),
    ctx.em.count(Job, { isOpen: false }),
    ctx.em.find(Job, {}, { orderBy: { postedAt: 'desc', id: 'desc' }, limit: 5 }),
  ]);
  return {
    figures: [
      {
        key: 'openJobs',
        label: 'Open jobs',
        value: open,
        unit: 'COUNT',
        comparison: { label: 'closed', value: closed },
      },
    ],
    activity: recent.map((job) => ({
      kind: 'JOB',
      title: `Job posted: ${job.title}`,
      detail: `${job.department} · ${job.location}${job.isOpen ? '' : ' · closed'}`,
      at: job.postedAt,
      link: ADMIN_LINKS.job(job.id),
    })),
  };
}

async function searchJobs(ctx: ServiceContext, pattern: string, limit: number) {
  const jobs = await ctx.em.find(
    Job,
    {
      $or: [
        { title: { $ilike: pattern } },
        { location: { $ilike: pattern } },
        { description: { $ilike: pattern } },
      ],
    },
    { orderBy: { postedAt: 'desc', id: 'desc' }, limit },
  );
  return jobs.map((job): SearchHit => ({
    kind: 'JOB',
    id: job.id,
    title: job.title,
    detail: `${job.department} · ${job.location}${job.isOpen ? '' : ' · closed'}`,
    link: ADMIN_LINKS.job(job.id),
    at: job.postedAt,
  }));
}
