import { MARKETING_ONLY } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import {
  ALL_TASKS_PAGE_SIZE,
  businessDay,
  MARKETING_TASK_PAGE_SIZE,
  parseTaskCode,
} from '../../../../common/workforce';
import {
  taskSearchSchema,
  type PageWindowInput,
  type TaskSearchInput,
} from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { containsPattern } from '../../shared/like-pattern';
import { parseInput } from '../../shared/validation';
import { parsePageWindow, type Page, type PageWindow } from './paging';
import { Task } from './task.entity';
import { TASK_POPULATE, taskNotFound } from './tasks.service';

type TaskOrder = Partial<Record<'createdAt' | 'dueDate' | 'id', 'asc' | 'desc'>>;

/** Marketing staff see only the tasks assigned to them. */
async function pageOfMyTasks(
  ctx: StaffContext,
  where: ObjectQuery<Task>,
  window: PageWindow,
  orderBy: TaskOrder,
): Promise<Page<Task>> {
  const [items, total] = await ctx.em.findAndCount(
    Task,
    { ...where, assignee: ctx.viewer.userId },
    { populate: TASK_POPULATE, orderBy: { ...orderBy, id: 'desc' }, ...window },
  );
  return { items, total };
}

/** All my tasks, newest first; 7 a page unless the caller asks for another page size. */
export const listMyTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: PageWindowInput): Promise<Page<Task>> => {
    const window = parsePageWindow(input, ALL_TASKS_PAGE_SIZE);
    return pageOfMyTasks(ctx, {}, window, { createdAt: 'desc' });
  },
);

/** My tasks due today (in the company's time zone), whatever their status. */
export const listMyTodayTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: PageWindowInput): Promise<Page<Task>> => {
    const window = parsePageWindow(input, MARKETING_TASK_PAGE_SIZE);
    const where = { dueDate: businessDay() };
    return pageOfMyTasks(ctx, where, window, { createdAt: 'asc' });
  },
);

/** My rescheduled tasks, soonest new date first. */
export const listMyRescheduledTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: PageWindowInput): Promise<Page<Task>> => {
    const window = parsePageWindow(input, MARKETING_TASK_PAGE_SIZE);
    const where: ObjectQuery<Task> = { status: 'RESCHEDULED' };
    return pageOfMyTasks(ctx, where, window, { dueDate: 'asc' });
  },
);

/**
 * My tasks by task id (T-000123, or part of the title or customer name) and/or due date.
 * Neither given: all my tasks.
 */
export const searchMyTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: TaskSearchInput & PageWindowInput): Promise<Page<Task>> => {
    const { query, date } = parseInput(taskSearchSchema, { query: input.query, date: input.date });
    const window = parsePageWindow(input, MARKETING_TASK_PAGE_SIZE);
    const where: ObjectQuery<Task> = {};
    if (date) where.dueDate = date;
    if (query) {
      const pattern = containsPattern(query);
      const id = parseTaskCode(query);
      where.$or = [
        { title: { $ilike: pattern } },
        { customerName: { $ilike: pattern } },
        ...(id ? [{ id }] : []),
      ];
    }
    return pageOfMyTasks(ctx, where, window, { dueDate: 'asc' });
  },
);

/** One of my tasks by its code; another person's task is 'not found', like a missing one. */
export const getMyTask = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, taskCode: string): Promise<Task> => {
    const id = parseTaskCode(taskCode);
    const task = id
      ? await ctx.em.findOne(Task, { id, assignee: ctx.viewer.userId }, { populate: TASK_POPULATE })
      : null;
    if (!task) throw taskNotFound();
    return task;
  },
);
