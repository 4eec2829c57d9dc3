import { ALL_FILTER } from '../../../../common/careers';
import { Spinner } from '../../components/Spinner';
import { useOpenJobsQuery } from '../../graphql/hooks';
import { JobCard } from './JobCard';
import type { JobFilters } from './use-job-filters';

const orNull = (value: string) => (value && value !== ALL_FILTER ? value : null);

/** The open jobs matching the filters, searched and filtered by the server. */
export function JobList({ filters }: { filters: JobFilters }) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useOpenJobsQuery({
    variables: {
      search: orNull(filters.search.trim()),
      department: orNull(filters.department),
      location: orNull(filters.location),
    },
  });
  // While a new search loads, the previous results stay visible (marked busy).
  const data = current ?? previousData;
  if (loading && !data) return <Spinner label="Loading jobs" />;
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        Failed to get data
      </p>
    );
  }
  const jobs = data?.openJobs ?? [];
  if (jobs.length === 0) {
    return <p className="notice">No jobs found matching your search criteria.</p>;
  }
  return (
    <div className="careers-jobs" aria-busy={loading}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </div>
  );
}
