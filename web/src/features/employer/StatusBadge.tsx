import { TASK_STATUS_LABELS, type TaskStatus } from '../../../../common/workforce';

/** A task's status (or a report's kind) in its own colour, named as the lists name it. */
export function StatusBadge({ status, label }: { status: TaskStatus; label?: string }) {
  return (
    <span className={`employer-status employer-status--${status.toLowerCase()}`}>
      {label ?? TASK_STATUS_LABELS[status]}
    </span>
  );
}
