import { Pager } from '../../components/Pager';
import { pageCountOf, pageOffset } from '../../lib/use-paging';
import type { MarketingTask, MarketingTaskPage } from './marketing-task';
import { TaskTable, type TaskColumn } from './TaskTable';

interface TaskListSectionProps {
  title: string;
  columns: readonly TaskColumn[];
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** Shown instead of the table when the list could not be loaded. */
  error?: string;
  data?: MarketingTaskPage;
  onView: (task: MarketingTask) => void;
  emptyText: string;
}

/** One of the dashboard's paged task tables, with its loading and failure states. */
export function TaskListSection({
  title,
  columns,
  pageSize,
  page,
  onPage,
  loading,
  error,
  data,
  onView,
  emptyText,
}: TaskListSectionProps) {
  const headingId = `tasks-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="marketing-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="marketing-panel__title">
        {title}
      </h2>
      {error ? (
        <p className="marketing-error" role="alert">
          Error: {error}
        </p>
      ) : loading && !data ? (
        <p role="status">Loading tasks...</p>
      ) : (
        <>
          <TaskTable
            caption={title}
            columns={columns}
            tasks={data?.items ?? []}
            firstNumber={pageOffset(page, pageSize) + 1}
            onView={onView}
            emptyText={emptyText}
          />
          <Pager
            className="task-pager"
            buttonClassName="task-pager__button"
            label={title}
            page={page}
            pageCount={pageCountOf(data?.total ?? 0, pageSize)}
            onPage={onPage}
            disabled={loading}
          />
        </>
      )}
    </section>
  );
}
