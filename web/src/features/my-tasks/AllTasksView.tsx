import { Pager } from '../../components/Pager';
import { pageCountOf, pageOffset } from '../../lib/use-paging';
import { useState } from 'react';
import type { MarketingTask, MarketingTaskPage } from './marketing-task';
import { SelectedOptionsDialog } from './SelectedOptionsDialog';
import { taskColumns } from './task-columns';
import { TaskTable } from './TaskTable';

const ALL_TASK_COLUMNS = [
  taskColumns.taskId,
  taskColumns.taskName,
  taskColumns.customerName,
  taskColumns.status,
  taskColumns.taskDate,
];

interface AllTasksViewProps {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** The failure's message; the spec's banner replaces the page. */
  error?: string;
  data?: MarketingTaskPage;
}

/** All Task: the signed-in member's tasks, a server page at a time. */
export function AllTasksView({ page, pageSize, onPage, loading, error, data }: AllTasksViewProps) {
  const [viewed, setViewed] = useState<MarketingTask>();
  if (error) {
    return (
      <p className="marketing-error" role="alert">
        Error: {error}
      </p>
    );
  }
  return (
    <section className="marketing-panel">
      <h1 className="marketing-panel__title">All Tasks ({data?.total ?? 0})</h1>
      {loading && !data ? (
        <p role="status">Loading tasks...</p>
      ) : (
        <TaskTable
          caption="All my tasks"
          columns={ALL_TASK_COLUMNS}
          tasks={data?.items ?? []}
          firstNumber={pageOffset(page, pageSize) + 1}
          onView={setViewed}
          emptyText="No tasks assigned to you yet."
        />
      )}
      <Pager
        className="task-pager"
        buttonClassName="task-pager__button"
        label="All tasks"
        page={page}
        pageCount={pageCountOf(data?.total ?? 0, pageSize)}
        onPage={onPage}
        disabled={loading}
      />
      <SelectedOptionsDialog task={viewed} onClose={() => setViewed(undefined)} />
    </section>
  );
}
