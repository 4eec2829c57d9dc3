import { MARKETING_ONLY } from '../../../../common/access';
import { businessDay } from '../../../../common/workforce';
import {
  fieldReportSchema,
  RESCHEDULE_IN_PAST_MESSAGE,
  sameRescheduleDateMessage,
  taskOutcomeSchema,
  type FieldReportFields,
} from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { getMyTask } from './my-tasks.service';
import type { Task } from './task.entity';
import { TaskOutcome } from './task-outcome.entity';
import { checkTaskOpen } from './task-rules';
import { recordWebhookEvent } from '../webhooks/webhooks.public';

/**
 * Stores a report from the field on one of my tasks and moves the task's status to match.
 * A reschedule moves the due date and keeps the one before. Closed tasks take no more reports.
 * The outcome, the task change and the task.outcome_reported webhooks are one transaction.
 */
export const reportTaskOutcome = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<Task> => {
    const fields = parseInput(taskOutcomeSchema, input);
    const task = await getMyTask(ctx, fields.taskCode);
    await fileReport(ctx, fields, task);
    return task;
  },
);

/**
 * The original clients' report: on one of my tasks when it names one (as reportTaskOutcome),
 * otherwise kept as a report without a task for the employer to read. Nothing sent is dropped.
 */
export const reportFieldOutcome = staffOperation(
  MARKETING_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<TaskOutcome> => {
    const fields = parseInput(fieldReportSchema, input);
    const task = fields.taskCode ? await getMyTask(ctx, fields.taskCode) : null;
    return fileReport(ctx, fields, task);
  },
);

async function fileReport(
  ctx: StaffContext,
  fields: FieldReportFields,
  task: Task | null,
): Promise<TaskOutcome> {
  if (task) checkTaskOpen(task);
  if (fields.kind === 'RESCHEDULED') checkRescheduleDate(fields.date, task);
  const reportedBy = await ctx.em.findOneOrFail(StaffUser, { id: ctx.viewer.userId });
  return ctx.em.transactional(async (em) => {
    const outcome = em.create(TaskOutcome, {
      task,
      kind: fields.kind,
      companyName: fields.companyName,
      name: fields.name,
      phone: fields.phone,
      currentLocation: fields.currentLocation,
      ...(fields.kind === 'COMPLETED'
        ? { category: fields.category, value: fields.value, plan: fields.plan }
        : { region: fields.region, date: fields.date }),
      reportedBy,
    });
    if (task) moveTask(task, fields);
    await em.flush();
    await recordWebhookEvent(em, 'task.outcome_reported', {
      id: outcome.id,
      taskId: task?.id ?? null,
      kind: outcome.kind,
      companyName: outcome.companyName,
      name: outcome.name,
      phone: outcome.phone,
      reportedById: reportedBy.id,
      reportedAt: outcome.createdAt.toISOString(),
    });
    await em.flush();
    return outcome;
  });
}

function moveTask(task: Task, fields: FieldReportFields): void {
  if (fields.kind === 'RESCHEDULED') {
    task.previousDueDate = task.dueDate;
    task.dueDate = fields.date;
  }
  if (task.status !== fields.kind) task.statusChangedAt = new Date();
  task.status = fields.kind;
}

/** A new date is today or later and, for a task, not the day it is already due. */
function checkRescheduleDate(date: string, task: Task | null): void {
  const refuse = (message: string) => new ValidationError(message, { date: message });
  if (date < businessDay()) throw refuse(RESCHEDULE_IN_PAST_MESSAGE);
  // The same day again would only hide that the visit did not happen.
  if (task && date === task.dueDate) throw refuse(sameRescheduleDateMessage(task.dueDate));
}
