import {
  CLOSED_TASK_STATUSES,
  TASK_PRIORITY_LABELS,
  type TaskSortField,
} from '../../../../common/workforce';
import { DataTable, type DataColumn, type TableSorting } from '../../components/DataTable';
import type { EmployerTaskRowFragment } from '../../graphql/graphql';
import { formatStaffDate } from '../../lib/format-date';
import { editAndDelete, RowActions, type RowAction } from './RowActions';
import { StatusBadge } from './StatusBadge';

type Task = EmployerTaskRowFragment;
type TaskColumn = DataColumn<Task, TaskSortField>;

interface TaskHandlers {
  onHistory: (task: Task) => void;
  onAssign: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

interface TaskTableProps extends TaskHandlers {
  tasks: Task[];
  sorting: TableSorting<TaskSortField>;
}

/** Priority, due date and status sit side by side on a phone's task card. */
const FACT = 'employer-table__fact';

const TASK_COLUMNS: TaskColumn[] = [
  {
    header: 'Title',
    sortKey: 'TITLE',
    cell: (task) => (
      <>
        {task.title}
        <span className="employer-table__note">
          {task.taskCode}
          {task.assignee
            ? ` · ${task.assignee.firstName} ${task.assignee.lastName}`
            : ' · unassigned'}
        </span>
      </>
    ),
  },
  { header: 'Description', cell: (task) => task.description },
  {
    header: 'Priority',
    sortKey: 'PRIORITY',
    className: FACT,
    cell: (task) => (
      <span className={`employer-priority employer-priority--${task.priority.toLowerCase()}`}>
        {TASK_PRIORITY_LABELS[task.priority]}
      </span>
    ),
  },
  {
    header: 'Due Date',
    sortKey: 'DUE_DATE',
    className: FACT,
    cell: (task) => <time dateTime={task.dueDate}>{formatStaffDate(task.dueDate)}</time>,
  },
  {
    header: 'Status',
    sortKey: 'STATUS',
    className: FACT,
    cell: (task) => <StatusBadge status={task.status} />,
  },
];

/** The tasks of one page; sortable headers ask the server for another order. */
export function TaskTable({ tasks, sorting, ...handlers }: TaskTableProps) {
  const actions: TaskColumn = {
    header: 'Actions',
    cell: (task) => <RowActions name={task.title} actions={taskActions(task, handlers)} />,
  };
  return (
    <DataTable
      className="employer-table--tasks"
      caption="Tasks"
      columns={[...TASK_COLUMNS, actions]}
      rows={tasks}
      rowKey={(task) => task.id}
      sorting={sorting}
    />
  );
}

/**
 * History for every task; Assign and Edit only while it is open, since a completed or rejected
 * task keeps the details and the person its outcome was reported on.
 */
function taskActions(task: Task, handlers: TaskHandlers): RowAction[] {
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
