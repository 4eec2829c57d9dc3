import { MARKETING_ONLY } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import {
  ALL_TASKS_PAGE_SIZE,
  businessDay,
  MARKETING_TASK_PAGE_SIZE,
  parseTaskCode,
} from '../../../../common/workforce';
import { limitSchema, pageSchema, taskSearchSchema } from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { containsPattern } from '../../shared/like-pattern';
import { parseInput } from '../../shared/validation';
import { pageWindow, toPage, type Page } from './paging';
import { Task } from './task.entity';
import { TASK_POPULATE, taskNotFound } from './tasks.service';

type TaskOrder = Partial<Record<'createdAt' | 'dueDate' | 'id', 'asc' | 'desc'>>;

/** Marketing staff see only the tasks assigned to them. */
async function pageOfMyTasks(
  ctx: StaffContext,
  where: ObjectQuery<Task>,
  page: number,
  size: number,
  orderBy: TaskOrder,
): Promise<Page<Task>> {
  const [items, total] = await ctx.em.findAndCount(
    Task,
    { ...where, assignee: ctx.viewer.userId },
    { populate: TASK_POPULATE, orderBy: { ...orderBy, id: 'desc' }, ...pageWindow(page, size) },
  );
  return toPage(items, total, page, size);
}

/** All my tasks, newest first; 7 a page unless the caller asks for another page size. */
export const listMyTasks = staffOperation(
  MARKETING_ONLY,
  async (
    ctx: StaffContext,
    input: { page?: number | null | undefined; limit?: number | null | undefined },
  ): Promise<Page<Task>> => {
    const page = parseInput(pageSchema, input.page);
    const limit = parseInput(limitSchema, input.limit ?? ALL_TASKS_PAGE_SIZE);
    return pageOfMyTasks(ctx, {}, page, limit, { createdAt: 'desc' });
  },
);

/** My tasks due today (in the company's time zone), whatever their status. */
export const listMyTodayTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: { page?: number | null | undefined }): Promise<Page<Task>> => {
    const page = parseInput(pageSchema, input.page);
    const where = { dueDate: businessDay() };
    return pageOfMyTasks(ctx, where, page, MARKETING_TASK_PAGE_SIZE, { createdAt: 'asc' });
  },
);

/** My rescheduled tasks, soonest new date first. */
export const listMyRescheduledTasks = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: { page?: number | null | undefined }): Promise<Page<Task>> => {
    const page = parseInput(pageSchema, input.page);
    const where: ObjectQuery<Task> = { status: 'RESCHEDULED' };
    return pageOfMyTasks(ctx, where, page, MARKETING_TASK_PAGE_SIZE, { dueDate: 'asc' });
  },
);

/**
 * My tasks by task id (T-000123, or part of the title or customer name) and/or due date.
 * Neither given: all my tasks.
 */
export const searchMyTasks = staffOperation(
  MARKETING_ONLY,
  async (
    ctx: StaffContext,
    input: { query?: unknown; date?: unknown; page?: unknown },
  ): Promise<Page<Task>> => {
    const { query, date, page } = parseInput(taskSearchSchema, input);
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
    return pageOfMyTasks(ctx, where, page, MARKETING_TASK_PAGE_SIZE, { dueDate: 'asc' });
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
