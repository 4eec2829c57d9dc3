import { ADMIN_LINKS } from '../../../../common/backoffice';
import {
  CLOSED_TASK_STATUSES,
  formatStaffDay,
  formatTaskCode,
  TASK_STATUSES,
  type TaskStatus,
} from '../../../../common/workforce';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  CalendarEntry,
  DashboardContribution,
  DayRange,
  SearchHit,
} from '../../shared/backoffice-contributor';
import { staffFullName } from '../staff/staff.public';
import { Task } from './task.entity';

/** Tasks on the admin dashboard, in the admin search and on the admin calendar. */
export const workforceBackoffice: BackofficeContributor = {
  dashboard: workforceDashboard,
  search: searchTasks,
  calendar: tasksInRange,
};

const STATUS_NAMES: Record<TaskStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  INCOMPLETED: 'Incompleted',
  RESCHEDULED: 'Rescheduled',
  REJECTED: 'Rejected',
};

const statusName = (status: TaskStatus) => STATUS_NAMES[status];

/** 'T-000012 · due 24/11/2026 · Pending', the day as staff read it. */
const taskDetail = (task: Pick<Task, 'id' | 'dueDate' | 'status'>) =>
  `${formatTaskCode(task.id)} · due ${formatStaffDay(task.dueDate)} · ${statusName(task.status)}`;

/** Tasks live on the calendar: a link opens the month the task is due in. */
const taskLink = (task: Pick<Task, 'dueDate'>) =>
  ADMIN_LINKS.calendarMonth(task.dueDate.slice(0, 7));

async function workforceDashboard(ctx: ServiceContext): Promise<DashboardContribution> {
  const perStatus: { label: string; value: number }[] = [];
  for (const status of TASK_STATUSES) {
    perStatus.push({ label: statusName(status), value: await ctx.em.count(Task, { status }) });
  }
  const open = await ctx.em.count(Task, { status: { $nin: [...CLOSED_TASK_STATUSES] } });
  const recent = await ctx.em.find(
    Task,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 },
  );
  return {
    figures: [{ key: 'openTasks', label: 'Open tasks', value: open, unit: 'COUNT' }],
    charts: [
      {
        key: 'tasksByStatus',
        title: 'Tasks by status',
        valueLabel: 'Tasks',
        unit: 'COUNT',
        points: perStatus,
      },
    ],
    activity: recent.map((task) => ({
      kind: 'TASK',
      title: `Task created: ${task.title}`,
      detail: taskDetail(task),
      at: task.createdAt,
      link: taskLink(task),
    })),
  };
}

async function searchTasks(ctx: ServiceContext, pattern: string, limit: number) {
  const tasks = await ctx.em.find(
    Task,
    { $or: [{ title: { $ilike: pattern } }, { customerName: { $ilike: pattern } }] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return tasks.map((task): SearchHit => ({
    kind: 'TASK',
    id: task.id,
    title: task.title,
    detail: taskDetail(task),
    link: taskLink(task),
    at: task.createdAt,
  }));
}

/** Every task due in the range; a rescheduled one shows on its new day with the day before. */
async function tasksInRange(ctx: ServiceContext, range: DayRange): Promise<CalendarEntry[]> {
  const tasks = await ctx.em.find(
    Task,
    { dueDate: { $gte: range.from, $lte: range.to } },
    { populate: ['assignee'], orderBy: { dueDate: 'asc', id: 'asc' } },
  );
  return tasks.map((task) => ({
    kind: task.status === 'RESCHEDULED' && task.previousDueDate ? 'RESCHEDULE' : 'TASK',
    id: task.id,
    code: formatTaskCode(task.id),
    title: task.title,
    date: task.dueDate,
    previousDate: task.previousDueDate,
    status: statusName(task.status),
    assignee: task.assignee ? staffFullName(task.assignee) : null,
    link: taskLink(task),
  }));
}
