import { defineEntity, p } from '@mikro-orm/core';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../../common/workforce';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';
// A two-way relation between the two entities; MikroORM reads each side lazily (() => Entity).
// eslint-disable-next-line import-x/no-cycle
import { TaskOutcome } from './task-outcome.entity';

/**
 * A visit an employer hands to a marketing staff member. Its short code (T-000123) is derived
 * from the id. Dates are calendar days (YYYY-MM-DD) in the company's time zone.
 */
const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'task',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    description: p.text(),
    customerName: p.string().length(200).default(''),
    priority: p.enum(TASK_PRIORITIES).default('MEDIUM'),
    status: p.enum(TASK_STATUSES).default('PENDING').index(),
    /** When the status last changed: the dashboard compares the last 7 days with the 7 before. */
    statusChangedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    dueDate: p.string().length(10).index(),
    /** The due date before the latest reschedule. */
    previousDueDate: p.string().length(10).nullable(),
    assignee: () => p.manyToOne(StaffUser).nullable().deleteRule('set null').index(),
    outcomes: () =>
      p.oneToMany(TaskOutcome).mappedBy('task').orderBy({ createdAt: 'asc', id: 'asc' }),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Task extends TaskSchema.class {}
TaskSchema.setClass(Task);
