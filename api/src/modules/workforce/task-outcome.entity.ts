import { defineEntity, p } from '@mikro-orm/core';
import { TASK_OUTCOME_KINDS } from '../../../../common/workforce';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';
// A two-way relation between the two entities; MikroORM reads each side lazily (() => Entity).
// eslint-disable-next-line import-x/no-cycle
import { Task } from './task.entity';

/**
 * One report from the field: a task's history, or a report without a task when an original
 * client sent none. The Completed form fills category, value and plan; the other three forms
 * fill region and date.
 */
const TaskOutcomeSchema = defineEntity({
  name: 'TaskOutcome',
  tableName: 'task_outcome',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Null for a report sent without a task reference (the original REST clients sent none). */
    task: () => p.manyToOne(Task).nullable().deleteRule('cascade').index(),
    kind: p.enum(TASK_OUTCOME_KINDS),
    companyName: p.string().length(200),
    name: p.string().length(200),
    phone: p.string().length(30),
    currentLocation: p.string().length(300),
    category: p.string().length(100).nullable(),
    value: p.string().length(200).nullable(),
    plan: p.string().length(100).nullable(),
    region: p.string().length(200).nullable(),
    date: p.string().length(10).nullable(),
    /** Kept when the staff account is deleted, without the person. */
    reportedBy: () => p.manyToOne(StaffUser).nullable().deleteRule('set null').index(),
    createdAt: createdAtProperty(),
  },
});

export class TaskOutcome extends TaskOutcomeSchema.class {}
TaskOutcomeSchema.setClass(TaskOutcome);
