import { ADMIN_LINKS } from '../../../../common/backoffice';
import type { LeadKind } from '../../../../common/leads';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  DashboardContribution,
  NotificationContribution,
  SearchHit,
} from '../../shared/backoffice-contributor';
import {
  countRowsPerPeriod,
  DAY_MS,
  lastBusinessDays,
  pointsFor,
  shortDayLabel,
  startOfBusinessDay,
} from '../../shared/time-buckets';
import { raw } from '@mikro-orm/sql';
import { Lead } from './lead.entity';

const KIND_NAMES: Record<LeadKind, string> = {
  CONTACT: 'Contact message',
  PROJECT: 'Project request',
  CHAT: 'Chat lead',
};
const CHART_DAYS = 14;
const SOURCE_CHART_DAYS = 30;
/** Sources drawn one by one; the rest are added up as 'other'. */
const SOURCE_CHART_TOP = 8;
/** Spam is counted apart: it is never a lead staff wait on. */
const NOT_SPAM = { status: { $ne: 'SPAM' } } as const;

/** Leads on the dashboard, in search and behind the notification bell. */
export const leadsBackoffice: BackofficeContributor = {
  dashboard: leadsDashboard,
  search: searchLeads,
  notifications: newLeadNotifications,
};

async function leadsDashboard(ctx: ServiceContext, now: Date): Promise<DashboardContribution> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const [thisWeek, lastWeek, waiting, spamThisWeek, recent] = await Promise.all([
    ctx.em.count(Lead, { ...NOT_SPAM, createdAt: { $gt: weekAgo, $lte: now } }),
    ctx.em.count(Lead, { ...NOT_SPAM, createdAt: { $gt: twoWeeksAgo, $lte: weekAgo } }),
    ctx.em.count(Lead, { status: 'NEW' }),
    ctx.em.count(Lead, { status: 'SPAM', createdAt: { $gt: weekAgo, $lte: now } }),
    ctx.em.find(Lead, NOT_SPAM, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
  ]);
  const days = lastBusinessDays(now, CHART_DAYS);
  const perDay = await countRowsPerPeriod(
    ctx,
    Lead,
    'createdAt',
    'day',
    startOfBusinessDay(days[0] ?? ''),
    `"status" <> 'SPAM'`,
  );
  const sources = await leadsPerSource(ctx, new Date(now.getTime() - SOURCE_CHART_DAYS * DAY_MS));
  return {
    figures: [
      {
        key: 'leadsThisWeek',
        label: 'Leads this week',
        value: thisWeek,
        unit: 'COUNT',
        comparison: { label: 'last week', value: lastWeek },
      },
      { key: 'newLeads', label: 'Leads waiting (new)', value: waiting, unit: 'COUNT' },
      { key: 'spamThisWeek', label: 'Spam kept this week', value: spamThisWeek, unit: 'COUNT' },
    ],
    charts: [
      {
        key: 'leadsPerDay',
        title: `Leads per day, last ${CHART_DAYS} days`,
        valueLabel: 'Leads',
        unit: 'COUNT',
        points: pointsFor(days, perDay, shortDayLabel),
      },
      {
        key: 'leadsBySource',
        title: `Leads by source, last ${SOURCE_CHART_DAYS} days`,
        valueLabel: 'Leads',
        categoryLabel: 'Source',
        unit: 'COUNT',
        points: sources,
      },
    ],
    activity: recent.map((lead) => ({
      kind: 'LEAD',
      title: `${KIND_NAMES[lead.kind]} from ${lead.name}`,
      detail: lead.subject ?? lead.businessName ?? lead.email,
      at: lead.createdAt,
      link: ADMIN_LINKS.lead(lead.id),
    })),
  };
}

/**
 * Leads (not spam) since `from` per source, the most first; past the top few the rest are
 * added up as 'other', and leads sent without attribution count as 'unknown'.
 */
async function leadsPerSource(ctx: ServiceContext, from: Date) {
  const rows = await ctx.em
    .createQueryBuilder(Lead, 'lead')
    .select([raw(`coalesce(lead.source, 'unknown') as source`), raw('count(*) as count')])
    .where({ ...NOT_SPAM, createdAt: { $gte: from } })
    .groupBy(raw(`coalesce(lead.source, 'unknown')`))
    .orderBy({ [raw('count(*)')]: 'desc', [raw(`coalesce(lead.source, 'unknown')`)]: 'asc' })
    .execute<{ source: string; count: string }[]>('all', false);
  const points = rows.map((row) => ({ label: row.source, value: Number(row.count) }));
  if (points.length <= SOURCE_CHART_TOP) return points;
  const rest = points.slice(SOURCE_CHART_TOP - 1).reduce((sum, point) => sum + point.value, 0);
  return [...points.slice(0, SOURCE_CHART_TOP - 1), { label: 'other', value: rest }];
}

async function searchLeads(ctx: ServiceContext, pattern: string, limit: number) {
  const leads = await ctx.em.find(
    Lead,
    {
      $or: [
        { name: { $ilike: pattern } },
        { email: { $ilike: pattern } },
        { subject: { $ilike: pattern } },
        { businessName: { $ilike: pattern } },
        { message: { $ilike: pattern } },
      ],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return leads.map((lead): SearchHit => ({
    kind: 'LEAD',
    id: lead.id,
    title: lead.name,
    detail: `${lead.status === 'SPAM' ? 'Spam: ' : ''}${KIND_NAMES[lead.kind]} · ${lead.email}`,
    link: ADMIN_LINKS.lead(lead.id),
    at: lead.createdAt,
  }));
}

/** Leads still NEW; those that arrived after the viewer last looked count as unseen. */
async function newLeadNotifications(
  ctx: ServiceContext,
  since: Date | null,
  limit: number,
): Promise<NotificationContribution> {
  const [unseenCount, latest] = await Promise.all([
    ctx.em.count(Lead, since ? { status: 'NEW', createdAt: { $gt: since } } : { status: 'NEW' }),
    ctx.em.find(Lead, { status: 'NEW' }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit }),
  ]);
  return {
    unseenCount,
    items: latest.map((lead) => ({
      kind: 'LEAD',
      id: lead.id,
      title: `${KIND_NAMES[lead.kind]} from ${lead.name}`,
      detail: lead.subject ?? lead.businessName ?? lead.email,
      link: ADMIN_LINKS.lead(lead.id),
      at: lead.createdAt,
      unseen: !since || lead.createdAt > since,
    })),
  };
}
