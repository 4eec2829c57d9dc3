import { STATUS_LABELS, type MarketingTaskStatus } from './marketing-task';

/** Completed, pending and rescheduled have their own colours; any other status the default. */
const OWN_COLOURS: Partial<Record<MarketingTaskStatus, string>> = {
  COMPLETED: 'task-status--completed',
  PENDING: 'task-status--pending',
  RESCHEDULED: 'task-status--rescheduled',
};

export function TaskStatusBadge({ status }: { status: MarketingTaskStatus }) {
  const colour = OWN_COLOURS[status] ?? 'task-status--other';
  return <span className={`task-status ${colour}`}>{STATUS_LABELS[status]}</span>;
}
