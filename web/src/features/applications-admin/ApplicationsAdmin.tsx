import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { useSearchParamState } from '../../lib/use-search-param';
import { useAdminJobApplicationsQuery } from '../../graphql/hooks';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationRow } from './ApplicationRow';
import { applicationsCsvHref, type ApplicationFilterValues } from './application-filters';
import './applications-admin.css';

const PAGE_SIZE = 50;
const NO_FILTERS: ApplicationFilterValues = { jobId: '', status: '' };

/** The applications inbox: filter by job and status, review each one, export the list. */
export function ApplicationsAdmin() {
  const { form, values: filters } = useFilterForm<ApplicationFilterValues>(NO_FILTERS);
  const result = useAdminJobApplicationsQuery({
    variables: {
      jobId: filters.jobId || null,
      status: filters.status || null,
      offset: 0,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [linkedId] = useSearchParamState('application');

  return (
    <section className="applications-admin" aria-labelledby="applications-admin-title">
      <AdminPageHeader headingId="applications-admin-title" title="Applications">
        <a className="button" href={applicationsCsvHref(filters)} download>
          Export CSV
        </a>
      </AdminPageHeader>
      <ApplicationFilters register={form.register} />
      <ListState
        result={result}
        noun="applications"
        failureClassName="applications-admin__error"
        emptyText="No applications found"
        isEmpty={(data) => data.jobApplications.items.length === 0}
        summary={({ jobApplications: page }) =>
          page.total > page.items.length && (
            <p>
              Showing the newest {page.items.length} of {page.total}; narrow the filters or export
              CSV for all.
            </p>
          )
        }
      >
        {(data) => (
          <div className="applications-admin__list">
            {data.jobApplications.items.map((application) => (
              <ApplicationRow
                key={application.id}
                application={application}
                linked={application.id === linkedId}
              />
            ))}
          </div>
        )}
      </ListState>
    </section>
  );
}
