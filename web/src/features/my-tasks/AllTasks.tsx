import { useSearchParams } from 'react-router-dom';
import { ALL_TASKS_PAGE_SIZE } from '../../../../common/workforce';
import { keptData } from '../../components/QueryState';
import { useMarketingAllTasksQuery } from '../../graphql/hooks';
import { pageOffset } from '../../lib/use-paging';
import { AllTasksView } from './AllTasksView';
import { pageFromParams } from './page-param';

/** All Task, wired to the server: the page number lives in the address (?page=2). */
export function AllTasks() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const result = useMarketingAllTasksQuery({
    variables: { offset: pageOffset(page, ALL_TASKS_PAGE_SIZE), limit: ALL_TASKS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AllTasksView
      page={page}
      pageSize={ALL_TASKS_PAGE_SIZE}
      onPage={(next) => setParams({ page: String(next) })}
      loading={result.loading}
      error={result.error ? 'Failed to fetch tasks' : undefined}
      data={keptData(result)?.myTasks}
    />
  );
}
