import type { ReactNode } from 'react';
import type { MarketingTask } from './marketing-task';

export interface TaskColumn {
  header: string;
  cell: (task: MarketingTask) => ReactNode;
}

interface TaskTableProps {
  caption: string;
  columns: readonly TaskColumn[];
  tasks: readonly MarketingTask[];
  /** Sr No of the first row (rows continue their numbering across pages). */
  firstNumber: number;
  onView: (task: MarketingTask) => void;
  emptyText: string;
}

/** A table of tasks: Sr No, the given columns, and a View action per row. */
export function TaskTable({
  caption,
  columns,
  tasks,
  firstNumber,
  onView,
  emptyText,
}: TaskTableProps) {
  return (
    <div className="task-table__scroll">
      <table className="task-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Sr No</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {tasks.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2} className="task-table__empty">
                {emptyText}
              </td>
            </tr>
          )}
          {tasks.map((task, index) => (
            <tr key={task.id}>
              <td>{firstNumber + index}</td>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(task)}</td>
              ))}
              <td>
                <button type="button" className="task-table__view" onClick={() => onView(task)}>
                  View<span className="visually-hidden"> {task.taskCode}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
