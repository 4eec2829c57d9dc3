import { MARKETING_ONLY } from '../../../../common/access';
import {
  businessDay,
  CLOSED_TASK_STATUSES,
  TASK_STATUS_LABELS,
  type TaskStatus,
} from '../../../../common/workforce';
import { taskOutcomeSchema, type TaskOutcomeFields } from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { getMyTask } from './my-tasks.service';
import type { Task } from './task.entity';
import { TaskOutcome } from './task-outcome.entity';

/**
 * Stores a report from the field on one of my tasks and moves the task's status to match.
 * A reschedule moves the due date and keeps the one before. Closed tasks take no more reports.
 * The outcome and the task change are written in one flush (one transaction).
 */
export const reportTaskOutcome = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<Task> => {
    const fields = parseInput(taskOutcomeSchema, input);
    const task = await getMyTask(ctx, fields.taskCode);
    checkOutcomeAllowed(task, fields);
    ctx.em.create(TaskOutcome, {
      task,
      kind: fields.kind,
      companyName: fields.companyName,
      name: fields.name,
      phone: fields.phone,
      currentLocation: fields.currentLocation,
      ...(fields.kind === 'COMPLETED'
        ? { category: fields.category, value: fields.value, plan: fields.plan }
        : { region: fields.region, date: fields.date }),
      reportedBy: await ctx.em.findOneOrFail(StaffUser, { id: ctx.viewer.userId }),
    });
    if (fields.kind === 'RESCHEDULED') {
      task.previousDueDate = task.dueDate;
      task.dueDate = fields.date;
    }
    if (task.status !== fields.kind) task.statusChangedAt = new Date();
    task.status = fields.kind;
    await ctx.em.flush();
    return task;
  },
);

function checkOutcomeAllowed(task: Task, fields: TaskOutcomeFields): void {
  const status: TaskStatus = task.status;
  if (CLOSED_TASK_STATUSES.includes(status)) {
    const label = TASK_STATUS_LABELS[status].toLowerCase();
    throw new ValidationError(`This task is already ${label}`, { taskCode: `already ${label}` });
  }
  if (fields.kind === 'RESCHEDULED' && fields.date < businessDay()) {
    throw new ValidationError('The new date cannot be in the past', { date: 'in the past' });
  }
}
