import {
  CLOSED_TASK_STATUSES,
  TASK_STATUS_LABELS,
  type TaskStatus,
} from '../../../../common/workforce';
import { ValidationError } from '../../shared/errors';
import type { Task } from './task.entity';

/**
 * Completed and rejected tasks are closed: their outcome is final, so they take no more
 * reports, edits or assignments. `change` names what was refused ('edited', 'assigned').
 */
export function checkTaskOpen(task: Pick<Task, 'status'>, change?: string): void {
  const status: TaskStatus = task.status;
  if (!CLOSED_TASK_STATUSES.includes(status)) return;
  const label = TASK_STATUS_LABELS[status].toLowerCase();
  const reason = `This task is already ${label}`;
  throw change
    ? new ValidationError(`${reason}: it can no longer be ${change}`)
    : new ValidationError(reason, { taskCode: `already ${label}` });
}
