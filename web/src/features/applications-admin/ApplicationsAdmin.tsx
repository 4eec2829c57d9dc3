import { APPLICATION_SORT } from '../../../../common/applications';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { ListPager } from '../../components/Pager';
import { SortSelect } from '../../components/SortSelect';
import { useListSort } from '../../lib/use-list-sort';
import { usePaging } from '../../lib/use-paging';
import { useSearchParamState } from '../../lib/use-search-param';
import { useAdminJobApplicationsQuery } from '../../graphql/hooks';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationRow } from './ApplicationRow';
import { applicationsCsvHref, type ApplicationFilterValues } from './application-filters';
import { APPLICATION_SORT_CHOICES } from './application-sort';
import './applications-admin.css';

const PAGE_SIZE = 20;
const NO_FILTERS: ApplicationFilterValues = { jobId: '', status: '' };

/** The applications inbox: filter by job and status, sort, review each one, export the list. */
export function ApplicationsAdmin() {
  const { form, values: filters } = useFilterForm<ApplicationFilterValues>(NO_FILTERS);
  const sorting = useListSort(APPLICATION_SORT);
  const paging = usePaging(PAGE_SIZE, `${filters.jobId}/${filters.status}/${sorting.key}`);
  const result = useAdminJobApplicationsQuery({
    variables: {
      jobId: filters.jobId || null,
      status: filters.status || null,
      sort: sorting.sort,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [linkedId] = useSearchParamState('application');

  return (
    <section className="applications-admin" aria-labelledby="applications-admin-title">
      <AdminPageHeader headingId="applications-admin-title" title="Applications">
        <a className="button" href={applicationsCsvHref(filters, sorting.sort)} download>
          Export CSV
        </a>
      </AdminPageHeader>
      <div className="applications-admin__controls">
        <ApplicationFilters register={form.register} />
        <SortSelect
          className="applications-admin__sort"
          sorting={sorting}
          choices={APPLICATION_SORT_CHOICES}
        />
      </div>
      <ListState
        result={result}
        noun="applications"
        failureClassName="applications-admin__error"
        emptyReason={filters.jobId || filters.status ? 'filters' : 'none'}
        isEmpty={(data) => data.jobApplications.total === 0}
        summary={({ jobApplications: { total } }) => (
          <p>
            {total} {total === 1 ? 'application' : 'applications'}
          </p>
        )}
      >
        {({ jobApplications: { items, total } }) => (
          <>
            <div className="applications-admin__list">
              {items.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  linked={application.id === linkedId}
                />
              ))}
            </div>
            <ListPager paging={paging} total={total} label="Application" />
          </>
        )}
      </ListState>
    </section>
  );
}
