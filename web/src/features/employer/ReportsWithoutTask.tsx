import { REPORTS_WITHOUT_TASK_PAGE_SIZE } from '../../../../common/workforce';
import { ListPager } from '../../components/Pager';
import { useEmployerReportsWithoutTaskQuery } from '../../graphql/hooks';
import { usePaging } from '../../lib/use-paging';
import { OutcomeReport } from './OutcomeReport';

/**
 * Reports older clients sent without naming a task, newest first, paged on the server. Shown
 * only when there are some: most employers never receive one.
 */
export function ReportsWithoutTask() {
  const paging = usePaging(REPORTS_WITHOUT_TASK_PAGE_SIZE);
  const { data, error } = useEmployerReportsWithoutTaskQuery({
    variables: paging.variables,
    fetchPolicy: 'cache-and-network',
  });
  if (error) {
    return <p role="alert">Failed to fetch reports without a task: {error.message}</p>;
  }
  const page = data?.reportsWithoutTask;
  if (!page || page.total === 0) return null;
  return (
    <section className="employer-card" aria-labelledby="reports-without-task-heading">
      <h2 id="reports-without-task-heading">Reports without a task ({page.total})</h2>
      <p className="employer-table__note">
        Sent from the field without a task id, so they are not in any task&apos;s history.
      </p>
      <ol className="employer-reports">
        {page.items.map((report) => (
          <li key={report.id}>
            <OutcomeReport report={report} />
          </li>
        ))}
      </ol>
      <ListPager paging={paging} total={page.total} label="Reports without a task" />
    </section>
  );
}
