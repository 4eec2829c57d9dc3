import { formatStaffDate } from '../../lib/format-date';
import type { TaskColumn } from './TaskTable';
import { TaskStatusBadge } from './TaskStatusBadge';

/** The columns the area's tables pick from, under the spec's headings. */
export const taskColumns = {
  taskId: { header: 'Task Id', cell: (task) => task.taskCode },
  taskName: { header: 'Task Name', cell: (task) => task.title },
  customerName: { header: 'Customer Name', cell: (task) => task.customerName },
  status: { header: 'Status', cell: (task) => <TaskStatusBadge status={task.status} /> },
  taskStatus: { header: 'Task Status', cell: (task) => <TaskStatusBadge status={task.status} /> },
  taskDate: { header: 'Task Date', cell: (task) => formatStaffDate(task.dueDate) },
  previousDate: {
    header: 'Previous Date',
    cell: (task) => (task.previousDueDate ? formatStaffDate(task.previousDueDate) : ''),
  },
  rescheduleDate: { header: 'Reschedule date', cell: (task) => formatStaffDate(task.dueDate) },
} satisfies Record<string, TaskColumn>;
