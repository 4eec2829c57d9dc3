import { TASK_PRIORITY_LABELS } from '../../../../common/workforce';
import type { EmployerTaskFragment } from '../../graphql/graphql';
import { editAndDelete, RowActions } from './RowActions';

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
              <RowActions
                name={task.title}
                actions={[
                  { label: 'Assign', run: () => onAssign(task) },
                  ...editAndDelete(
                    () => onEdit(task),
                    () => onDelete(task),
                  ),
                ]}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
