import { CLOSED_TASK_STATUSES, TASK_PRIORITY_LABELS } from '../../../../common/workforce';
import type { EmployerTaskRowFragment } from '../../graphql/graphql';
import { formatStaffDate } from '../../lib/format-date';
import { editAndDelete, RowActions, type RowAction } from './RowActions';
import { StatusBadge } from './StatusBadge';

type Task = EmployerTaskRowFragment;

interface TaskTableProps {
  tasks: Task[];
  onHistory: (task: Task) => void;
  onAssign: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

export function TaskTable({ tasks, ...handlers }: TaskTableProps) {
  return (
    <table className="employer-table employer-table--tasks">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Description</th>
          <th scope="col">Priority</th>
          <th scope="col">Due Date</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id}>
            <td>
              {task.title}
              <span className="employer-table__note">
                {task.taskCode}
                {task.assignee
                  ? ` · ${task.assignee.firstName} ${task.assignee.lastName}`
                  : ' · unassigned'}
              </span>
            </td>
            <td>{task.description}</td>
            <td className="employer-table__fact" data-label="Priority">
              <span
                className={`employer-priority employer-priority--${task.priority.toLowerCase()}`}
              >
                {TASK_PRIORITY_LABELS[task.priority]}
              </span>
            </td>
            <td className="employer-table__fact" data-label="Due Date">
              <time dateTime={task.dueDate}>{formatStaffDate(task.dueDate)}</time>
            </td>
            <td className="employer-table__fact" data-label="Status">
              <StatusBadge status={task.status} />
            </td>
            <td>
              <RowActions name={task.title} actions={taskActions(task, handlers)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * History for every task; Assign and Edit only while it is open, since a completed or rejected
 * task keeps the details and the person its outcome was reported on.
 */
function taskActions(task: Task, handlers: Omit<TaskTableProps, 'tasks'>): RowAction[] {
  const open = !CLOSED_TASK_STATUSES.includes(task.status);
  const history: RowAction = {
    label: 'History',
    look: 'ghost',
    run: () => handlers.onHistory(task),
  };
  const assign: RowAction = { label: 'Assign', run: () => handlers.onAssign(task) };
  const [edit, remove] = editAndDelete(
    () => handlers.onEdit(task),
    () => handlers.onDelete(task),
  );
  return open ? [history, assign, edit, remove] : [history, remove];
}
