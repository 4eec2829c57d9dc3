import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { MARKETING_TASK_PAGE_SIZE } from '../../../../common/workforce';
import { keptData } from '../../components/QueryState';
import { MarketingTaskSearchDocument } from '../../graphql/graphql';
import {
  useMarketingRescheduledTasksQuery,
  useMarketingTodayTasksQuery,
} from '../../graphql/hooks';
import { pageOffset } from '../../lib/use-paging';
import { HeroBanner } from './HeroBanner';
import type { MarketingTask } from './marketing-task';
import { SelectedOptionsDialog } from './SelectedOptionsDialog';
import { taskColumns } from './task-columns';
import { TaskListSection } from './TaskListSection';
import { TaskSearchForm, type TaskSearch } from './TaskSearchForm';

const TODAY_COLUMNS = [
  taskColumns.taskId,
  taskColumns.taskName,
  taskColumns.taskStatus,
  taskColumns.taskDate,
];
const RESCHEDULED_COLUMNS = [
  taskColumns.taskId,
  taskColumns.customerName,
  taskColumns.previousDate,
  taskColumns.rescheduleDate,
];
const SEARCH_COLUMNS = [
  ...TODAY_COLUMNS.slice(0, 2),
  taskColumns.customerName,
  ...TODAY_COLUMNS.slice(2),
];

const listQuery = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

/** The marketing dashboard: banner, task search, today's tasks and the rescheduled ones. */
export function MarketingDashboard({ userName }: { userName: string }) {
  const [todayPage, setTodayPage] = useState(1);
  const [rescheduledPage, setRescheduledPage] = useState(1);
  const [search, setSearch] = useState<TaskSearch & { page: number }>();
  const [viewed, setViewed] = useState<MarketingTask>();
  const today = useMarketingTodayTasksQuery({
    ...listQuery,
    variables: { offset: pageOffset(todayPage, MARKETING_TASK_PAGE_SIZE) },
  });
  const rescheduled = useMarketingRescheduledTasksQuery({
    ...listQuery,
    variables: { offset: pageOffset(rescheduledPage, MARKETING_TASK_PAGE_SIZE) },
  });
  const found = useQuery(
    MarketingTaskSearchDocument,
    search
      ? {
          ...listQuery,
          variables: {
            query: search.query || null,
            date: search.date || null,
            offset: pageOffset(search.page, MARKETING_TASK_PAGE_SIZE),
          },
        }
      : skipToken,
  );

  const refresh = () => {
    setSearch(undefined);
    void today.refetch().catch(() => undefined);
    void rescheduled.refetch().catch(() => undefined);
  };

  return (
    <>
      <HeroBanner name={userName} />
      <section className="marketing-panel" aria-label="Search tasks">
        <TaskSearchForm
          onSearch={(criteria) => setSearch({ ...criteria, page: 1 })}
          onRefresh={refresh}
          busy={today.loading || rescheduled.loading || found.loading}
        />
      </section>
      {search && (
        <TaskListSection
          title="Search Results"
          columns={SEARCH_COLUMNS}
          pageSize={MARKETING_TASK_PAGE_SIZE}
          page={search.page}
          onPage={(page) => setSearch({ ...search, page })}
          loading={found.loading}
          error={found.error ? 'Search failed' : undefined}
          data={keptData(found)?.searchMyTasks}
          onView={setViewed}
          emptyText="No tasks match your search."
        />
      )}
      <TaskListSection
        title="Today Task"
        columns={TODAY_COLUMNS}
        pageSize={MARKETING_TASK_PAGE_SIZE}
        page={todayPage}
        onPage={setTodayPage}
        loading={today.loading}
        error={today.error ? 'Failed to fetch tasks' : undefined}
        data={keptData(today)?.myTodayTasks}
        onView={setViewed}
        emptyText="No tasks due today."
      />
      <TaskListSection
        title="Reschedule Task"
        columns={RESCHEDULED_COLUMNS}
        pageSize={MARKETING_TASK_PAGE_SIZE}
        page={rescheduledPage}
        onPage={setRescheduledPage}
        loading={rescheduled.loading}
        error={rescheduled.error ? 'Failed to fetch tasks' : undefined}
        data={keptData(rescheduled)?.myRescheduledTasks}
        onView={setViewed}
        emptyText="No rescheduled tasks."
      />
      <SelectedOptionsDialog task={viewed} onClose={() => setViewed(undefined)} />
    </>
  );
}
