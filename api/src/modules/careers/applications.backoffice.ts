import { ADMIN_LINKS } from '../../../../common/backoffice';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../../common/applications';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  ContactDetails,
  ContactHistoryEntry,
  DashboardContribution,
  NotificationContribution,
  SearchHit,
} from '../../shared/backoffice-contributor';
import {
  countRowsPerPeriod,
  DAY_MS,
  lastBusinessWeeks,
  pointsFor,
  shortDayLabel,
  startOfBusinessDay,
} from '../../shared/time-buckets';
import { JobApplication } from './job-application.entity';

const CHART_WEEKS = 8;
const statusName = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];

/** Job applications on the dashboard, in search and behind the notification bell. */
export const applicationsBackoffice: BackofficeContributor = {
  dashboard: applicationsDashboard,
  search: searchApplications,
  notifications: newApplicationNotifications,
  contactHistory: applicationsOfContact,
};

/** The applications sent with one of the contact's e-mail addresses or mobile numbers. */
async function applicationsOfContact(
  ctx: ServiceContext,
  { emails, mobiles }: ContactDetails,
  limit: number,
): Promise<ContactHistoryEntry[]> {
  if (!emails.length && !mobiles.length) return [];
  const applications = await ctx.em.find(
    JobApplication,
    { $or: [{ email: { $in: emails } }, { phone: { $in: mobiles } }] },
    { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return applications.map((application) => ({
    kind: 'APPLICATION',
    id: application.id,
    title: `Job application: ${application.job.title}`,
    status: statusName(application.status),
    source: application.source ?? null,
    at: application.createdAt,
    link: ADMIN_LINKS.application(application.id),
  }));
}

async function applicationsDashboard(
  ctx: ServiceContext,
  now: Date,
): Promise<DashboardContribution> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const thisWeek = await ctx.em.count(JobApplication, { createdAt: { $gt: weekAgo, $lte: now } });
  const lastWeek = await ctx.em.count(JobApplication, {
    createdAt: { $gt: twoWeeksAgo, $lte: weekAgo },
  });
  const perStatus: { label: string; value: number }[] = [];
  for (const status of APPLICATION_STATUSES) {
    perStatus.push({
      label: statusName(status),
      value: await ctx.em.count(JobApplication, { status }),
    });
  }
  const weeks = lastBusinessWeeks(now, CHART_WEEKS);
  const perWeek = await countRowsPerPeriod(
    ctx,
    JobApplication,
    'createdAt',
    'week',
    startOfBusinessDay(weeks[0] ?? ''),
  );
  const recent = await ctx.em.find(
    JobApplication,
    {},
    { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 },
  );
  return {
    figures: [
      {
        key: 'applicationsThisWeek',
        label: 'Applications this week',
        value: thisWeek,
        unit: 'COUNT',
        comparison: { label: 'last week', value: lastWeek },
      },
    ],
    charts: [
      {
        key: 'applicationsPerWeek',
        title: `Applications per week, last ${CHART_WEEKS} weeks`,
        valueLabel: 'Applications',
        unit: 'COUNT',
        points: pointsFor(weeks, perWeek, (monday) => `Week of ${shortDayLabel(monday)}`),
      },
      {
        key: 'applicationsByStatus',
        title: 'Applications by status',
        valueLabel: 'Applications',
        unit: 'COUNT',
        points: perStatus,
      },
    ],
    activity: recent.map((application) => ({
      kind: 'APPLICATION',
      title: `Application from ${application.fullName}`,
      detail: `${application.job.title} · ${statusName(application.status)}`,
      at: application.createdAt,
      link: ADMIN_LINKS.application(application.id),
    })),
  };
}

async function searchApplications(ctx: ServiceContext, pattern: string, limit: number) {
  const applications = await ctx.em.find(
    JobApplication,
    { $or: [{ fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }] },
    { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return applications.map((application): SearchHit => ({
    kind: 'APPLICATION',
    id: application.id,
    title: application.fullName,
    detail: `${application.job.title} · ${statusName(application.status)}`,
    link: ADMIN_LINKS.application(application.id),
    at: application.createdAt,
  }));
}

/** Applications nobody has reviewed yet; those after the viewer's last look count as unseen. */
async function newApplicationNotifications(
  ctx: ServiceContext,
  since: Date | null,
  limit: number,
): Promise<NotificationContribution> {
  const unseenCount = await ctx.em.count(
    JobApplication,
    since ? { status: 'NEW', createdAt: { $gt: since } } : { status: 'NEW' },
  );
  const latest = await ctx.em.find(
    JobApplication,
    { status: 'NEW' },
    { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return {
    unseenCount,
    items: latest.map((application) => ({
      kind: 'APPLICATION',
      id: application.id,
      title: `Application from ${application.fullName}`,
      detail: application.job.title,
      link: ADMIN_LINKS.application(application.id),
      at: application.createdAt,
      unseen: !since || application.createdAt > since,
    })),
  };
}
