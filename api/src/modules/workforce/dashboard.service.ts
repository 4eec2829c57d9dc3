import { WORKFORCE_MANAGERS, withScope } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { DASHBOARD_RECENT_COUNT, type TaskStatus } from '../../../../common/workforce';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { StaffUser } from '../staff/staff.public';
import { Task } from './task.entity';
import { TASK_POPULATE } from './tasks.service';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A dashboard figure with how much of it arrived this week against the week before. */
export interface DashboardFigure {
  total: number;
  lastSevenDays: number;
  previousSevenDays: number;
  /** Rounded percent change of lastSevenDays against previousSevenDays; null when that was 0. */
  changePercent: number | null;
}

export interface EmployerDashboard {
  totalUsers: DashboardFigure;
  completedTasks: DashboardFigure;
  incompletedTasks: DashboardFigure;
  rejectedTasks: DashboardFigure;
  recentUsers: StaffUser[];
  recentTasks: Task[];
}

/** The employer's home page, from the database: employees and task outcomes, this week's change. */
export const employerDashboard = staffOperation(
  withScope(WORKFORCE_MANAGERS, 'tasks:read'),
  async (ctx: StaffContext): Promise<EmployerDashboard> => {
    const now = Date.now();
    const weeks = { since: new Date(now - WEEK_MS), before: new Date(now - 2 * WEEK_MS) };
    const employees = { role: 'MARKETING' } as const;
    return {
      totalUsers: await figure(
        (where) => ctx.em.count(StaffUser, where),
        employees,
        (from, to) => ({ ...employees, createdAt: { $gte: from, $lt: to } }),
        weeks,
      ),
      completedTasks: await taskFigure(ctx, 'COMPLETED', weeks),
      incompletedTasks: await taskFigure(ctx, 'INCOMPLETED', weeks),
      rejectedTasks: await taskFigure(ctx, 'REJECTED', weeks),
      recentUsers: await ctx.em.find(StaffUser, employees, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: DASHBOARD_RECENT_COUNT,
      }),
      recentTasks: await ctx.em.find(
        Task,
        {},
        {
          populate: TASK_POPULATE,
          orderBy: { updatedAt: 'desc', id: 'desc' },
          limit: DASHBOARD_RECENT_COUNT,
        },
      ),
    };
  },
);

/** Tasks now in the status; 'this week' counts those that reached it in the last 7 days. */
function taskFigure(
  ctx: ServiceContext,
  status: TaskStatus,
  weeks: { since: Date; before: Date },
): Promise<DashboardFigure> {
  return figure(
    (where: ObjectQuery<Task>) => ctx.em.count(Task, where),
    { status },
    (from, to) => ({ status, statusChangedAt: { $gte: from, $lt: to } }),
    weeks,
  );
}

async function figure<W>(
  count: (where: W) => Promise<number>,
  all: W,
  between: (from: Date, to: Date) => W,
  weeks: { since: Date; before: Date },
): Promise<DashboardFigure> {
  // One after another: the request's EntityManager runs one query at a time.
  const total = await count(all);
  const lastSevenDays = await count(between(weeks.since, new Date(Date.now() + 1000)));
  const previousSevenDays = await count(between(weeks.before, weeks.since));
  const changePercent = previousSevenDays
    ? Math.round(((lastSevenDays - previousSevenDays) / previousSevenDays) * 100)
    : null;
  return { total, lastSevenDays, previousSevenDays, changePercent };
}
