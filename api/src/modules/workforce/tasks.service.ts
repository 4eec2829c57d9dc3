import { WORKFORCE_MANAGERS } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import {
  TASK_PAGE_SIZE,
  TASK_PRIORITIES,
  TASK_SORT,
  TASK_STATUS_PIPELINE,
  type TaskSortField,
} from '../../../../common/workforce';
import {
  searchSchema,
  taskSchema,
  type PageWindowInput,
} from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import {
  byProperties,
  byRank,
  byText,
  listOrdering,
  type SortColumns,
} from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { recordNativeDelete } from '../audit/audit.public';
import { parsePageWindow, searchTerms, type Page } from './paging';
import { Task } from './task.entity';
import { checkTaskOpen } from './task-rules';
import { taskTermCondition } from './task-search';

/** What every task answer carries: the assignee and the history with its reporters. */
export const TASK_POPULATE = ['assignee', 'outcomes', 'outcomes.reportedBy'] as const;

export interface TaskListInput extends PageWindowInput {
  search?: string | null | undefined;
  /** `{ field, direction }`, checked against TASK_SORT; absent: newest first. */
  sort?: unknown;
}

const TASK_SORT_COLUMNS: SortColumns<Task, TaskSortField> = {
  CREATED_AT: byProperties('createdAt'),
  TITLE: byText('title'),
  CUSTOMER_NAME: byText('customer_name'),
  PRIORITY: byRank('priority', TASK_PRIORITIES),
  STATUS: byRank('status', TASK_STATUS_PIPELINE),
  // Calendar days written YYYY-MM-DD sort as text in date order.
  DUE_DATE: byProperties('dueDate'),
  // Unassigned tasks last either way round.
  ASSIGNEE: (direction) => [
    {
      assignee: { firstName: `${direction} nulls last`, lastName: `${direction} nulls last` },
    },
  ],
};

const taskOrder = listOrdering(TASK_SORT, TASK_SORT_COLUMNS);

/**
 * Every task (newest first by default), 10 a page by default. Each search word must match
 * something the task list shows (taskTermCondition).
 */
export const listTasks = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, input: TaskListInput): Promise<Page<Task>> => {
    const search = parseInput(searchSchema, input.search);
    const window = parsePageWindow(input, TASK_PAGE_SIZE);
    const orderBy = taskOrder(input.sort);
    const terms = searchTerms(search);
    const where: ObjectQuery<Task> = terms.length ? { $and: terms.map(taskTermCondition) } : {};
    const [items, total] = await ctx.em.findAndCount(Task, where, {
      populate: TASK_POPULATE,
      orderBy,
      ...window,
    });
    return { items, total };
  },
);

/** Every task, newest first unless `sort` says otherwise (the REST facade's unpaged list). */
export const allTasks = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, sort?: unknown): Promise<Task[]> => {
    return ctx.em.find(Task, {}, { populate: ['assignee'], orderBy: taskOrder(sort) });
  },
);

export const createTask = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, input: unknown): Promise<Task> => {
    const fields = parseInput(taskSchema, input);
    const assignee = fields.assigneeId ? await assignableEmployee(ctx, fields.assigneeId) : null;
    const task = ctx.em.create(Task, {
      title: fields.title,
      description: fields.description,
      customerName: fields.customerName,
      priority: fields.priority,
      dueDate: fields.dueDate,
      assignee,
    });
    await ctx.em.flush();
    return getTask(ctx, task.id);
  },
);

/**
 * Changes the task's details; the assignee changes only when assigneeId is given. A closed task
 * keeps the details its outcome was reported on.
 */
export const updateTask = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, id: number, input: unknown): Promise<Task> => {
    const fields = parseInput(taskSchema, input);
    const task = await getTask(ctx, id);
    checkTaskOpen(task, 'edited');
    task.title = fields.title;
    task.description = fields.description;
    task.customerName = fields.customerName;
    task.priority = fields.priority;
    task.dueDate = fields.dueDate;
    if (fields.assigneeId !== undefined) {
      task.assignee = fields.assigneeId ? await assignableEmployee(ctx, fields.assigneeId) : null;
    }
    await ctx.em.flush();
    return task;
  },
);

/** Deletes the task with its history. */
export const deleteTask = staffOperation(
  WORKFORCE_MANAGERS,
  async (ctx: StaffContext, id: number): Promise<true> => {
    await ctx.em.transactional(async (em) => {
      const task = await em.findOne(Task, { id });
      if (!task) throw taskNotFound();
      // A native delete lets the database drop the task's reports with it.
      await em.nativeDelete(Task, { id });
      await recordNativeDelete(em, { type: 'task', id, label: task.title });
    });
    return true;
  },
);

/** Hands an open task to an employee, or takes it back when employeeId is null. */
export const assignTask = staffOperation(
  WORKFORCE_MANAGERS,
  async (
    ctx: StaffContext,
    taskId: number,
    employeeId: number | null | undefined,
  ): Promise<Task> => {
    const task = await getTask(ctx, taskId);
    checkTaskOpen(task, 'assigned');
    task.assignee = employeeId ? await assignableEmployee(ctx, employeeId) : null;
    await ctx.em.flush();
    return task;
  },
);

export async function getTask(ctx: ServiceContext, id: number): Promise<Task> {
  const task = await ctx.em.findOne(Task, { id }, { populate: TASK_POPULATE });
  if (!task) throw taskNotFound();
  return task;
}

/** Only an enabled marketing account can take tasks. */
async function assignableEmployee(ctx: ServiceContext, id: number): Promise<StaffUser> {
  const employee = await ctx.em.findOne(StaffUser, { id, role: 'MARKETING', disabled: false });
  if (!employee) {
    throw new ValidationError(`No employee with id ${id}`, { assigneeId: 'no such employee' });
  }
  return employee;
}

export function taskNotFound(): NotFoundError {
  return new NotFoundError('Task not found');
}
