import { ADMIN_LINKS } from '../../../../common/backoffice';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  DashboardContribution,
  SearchHit,
} from '../../shared/backoffice-contributor';
import { PUBLISHING_STATUS_LABELS, type JobStatus } from '../../../../common/publishing';
import { Job } from './job.entity';
import { isLiveJob, liveJobs } from './live-jobs';

/** Jobs on the dashboard and in the admin search. */
export const careersBackoffice: BackofficeContributor = {
  dashboard: careersDashboard,
  search: searchJobs,
};

async function careersDashboard(ctx: ServiceContext): Promise<DashboardContribution> {
  const now = ctx.clock.now();
  const [open, closed, recent] = await Promise.all([
    ctx.em.count(Job, liveJobs(now)),
    ctx.em.count(Job, { status: 'CLOSED' }),
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
      detail: jobDetail(job, now),
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
    detail: jobDetail(job, ctx.clock.now()),
    link: ADMIN_LINKS.job(job.id),
    at: job.postedAt,
  }));
}

/** 'Engineering · Remote', then what keeps it off the site: ' · draft', ' · closed'. */
function jobDetail(job: Job, now: Date): string {
  const where = `${job.department} · ${job.location}`;
  if (isLiveJob(job, now)) return where;
  const status: JobStatus = job.status;
  const state = status === 'PUBLISHED' ? 'closed' : PUBLISHING_STATUS_LABELS[status];
  return `${where} · ${state.toLowerCase()}`;
}
