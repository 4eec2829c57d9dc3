import { TASK_PRIORITY_LABELS } from '../../../../common/workforce';
import type { EmployerTaskFragment } from '../../graphql/graphql';

interface TaskTableProps {
  tasks: EmployerTaskFragment[];
  onAssign: (task: EmployerTaskFragment) => void;
  onEdit: (task: EmployerTaskFragment) => void;
  onDelete: (task: EmployerTaskFragment) => void;
}

export function TaskTable({ tasks, onAssign, onEdit, onDelete }: TaskTableProps) {
  return (
    <table className="employer-table">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Description</th>
          <th scope="col">Priority</th>
          <th scope="col">Due Date</th>
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
            <td>
              <span
                className={`employer-priority employer-priority--${task.priority.toLowerCase()}`}
              >
                {TASK_PRIORITY_LABELS[task.priority]}
              </span>
            </td>
            <td>{task.dueDate}</td>
            <td>
              <div className="employer-table__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Assign ${task.title}`}
                  onClick={() => onAssign(task)}
                >
                  Assign
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`Edit ${task.title}`}
                  onClick={() => onEdit(task)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Delete ${task.title}`}
                  onClick={() => onDelete(task)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
