import { ALL_FILTER } from '../../../../common/careers';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import { useOpenJobsQuery } from '../../graphql/hooks';
import { JobCard } from './JobCard';
import type { JobFilters } from './use-job-filters';

const orNull = (value: string) => (value && value !== ALL_FILTER ? value : null);

/** The open jobs matching the filters, searched and filtered by the server. */
export function JobList({ filters }: { filters: JobFilters }) {
  const result = useOpenJobsQuery({
    variables: {
      search: orNull(filters.search.trim()),
      department: orNull(filters.department),
      location: orNull(filters.location),
    },
  });
  // While a new search loads, the previous results stay visible (marked busy).
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading jobs" />}
      failure={
        <p className="notice notice--error" role="alert">
          Failed to get data
        </p>
      }
      empty={<p className="notice">No jobs found matching your search criteria.</p>}
      isEmpty={(data) => data.openJobs.length === 0}
    >
      {(data, busy) => (
        <div className="careers-jobs" aria-busy={busy}>
          {data.openJobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
