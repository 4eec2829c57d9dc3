import { formatStaffDate } from '../../lib/format-date';
import type { MarketingTask } from './marketing-task';
import { TaskStatusBadge } from './TaskStatusBadge';

/** The task an outcome is reported for: id, name, state and date. */
export function TaskSummary({ task }: { task: MarketingTask }) {
  return (
    <dl className="task-summary">
      <div>
        <dt>Task Id</dt>
        <dd>{task.taskCode}</dd>
      </div>
      <div>
        <dt>Task Name</dt>
        <dd>{task.title}</dd>
      </div>
      <div>
        <dt>Customer Name</dt>
        <dd>{task.customerName || '—'}</dd>
      </div>
      <div>
        <dt>Task Status</dt>
        <dd>
          <TaskStatusBadge status={task.status} />
        </dd>
      </div>
      <div>
        <dt>Task Date</dt>
        <dd>{formatStaffDate(task.dueDate)}</dd>
      </div>
    </dl>
  );
}
