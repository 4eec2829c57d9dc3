import type { EntityName } from '@mikro-orm/core';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../common/backoffice';
import type { ServiceContext } from './context';

export const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60 * 1000;

/** The business day (India Standard Time) an instant falls on, as 'YYYY-MM-DD'. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day starts. */
export function startOfBusinessDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The `count` business days ending with today's, oldest first. */
export function lastBusinessDays(now: Date, count: number): string[] {
  const today = startOfBusinessDay(businessDay(now)).getTime();
  return Array.from({ length: count }, (_, index) =>
    businessDay(new Date(today - (count - 1 - index) * DAY_MS)),
  );
}

/** The Mondays starting the `count` business weeks ending with this one, oldest first. */
export function lastBusinessWeeks(now: Date, count: number): string[] {
  const today = businessDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const monday = startOfBusinessDay(today).getTime() - weekday * DAY_MS;
  return Array.from({ length: count }, (_, index) =>
    businessDay(new Date(monday - (count - 1 - index) * 7 * DAY_MS)),
  );
}

/**
 * Rows of an entity per business day (or per week starting Monday) from `from` on, counted in
 * the database; days without rows are absent from the answer.
 */
export async function countRowsPerPeriod<T extends object>(
  ctx: ServiceContext,
  entity: EntityName<T>,
  timestampProperty: keyof T & string,
  period: 'day' | 'week',
  from: Date,
  /** A further condition in SQL, a constant of the caller's (never input): `"status" <> 'SPAM'`. */
  condition = 'true',
): Promise<Map<string, number>> {
  const meta = ctx.em.getMetadata().get(entity);
  const column = meta.props.find((prop) => prop.name === timestampProperty)?.fieldNames[0];
  if (!column) throw new Error(`${meta.className} has no ${timestampProperty}`);
  const local = `(("${column}" at time zone 'UTC') + interval '${BUSINESS_UTC_OFFSET_MINUTES} minutes')`;
  const bucket = period === 'day' ? local : `date_trunc('week', ${local})`;
  const rows = await ctx.em.getConnection().execute<{ period: string; count: string }[]>(
    `select to_char(${bucket}, 'YYYY-MM-DD') as period, count(*) as count
       from "${meta.tableName}" where "${column}" >= ? and (${condition}) group by 1`,
    [from],
  );
  return new Map(rows.map((row) => [row.period, Number(row.count)]));
}

/** Chart points for the given periods, zero where nothing happened. */
export function pointsFor(
  periods: string[],
  counts: Map<string, number>,
  label: (period: string) => string,
) {
  return periods.map((period) => ({ label: label(period), value: counts.get(period) ?? 0 }));
}

/** '2026-11-23' -> '23 Nov' */
export function shortDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
