import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  isApplicationStatus,
} from '../../../../common/applications';
import { useApplicationJobOptionsQuery } from '../../graphql/hooks';
import type { ApplicationFilterValues } from './application-filters';
import { LabelledOptions } from '../../components/LabelledOptions';

interface ApplicationFiltersProps {
  filters: ApplicationFilterValues;
  onChange: (filters: ApplicationFilterValues) => void;
}

/** Job and status selects; '' means all. */
export function ApplicationFilters({ filters, onChange }: ApplicationFiltersProps) {
  const { data } = useApplicationJobOptionsQuery();
  return (
    <div className="applications-admin__filters" role="group" aria-label="Application filters">
      <label>
        Job
        <select
          value={filters.jobId}
          onChange={(event) => onChange({ ...filters, jobId: event.target.value })}
        >
          <option value="">All jobs</option>
          {(data?.adminJobs ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, status: isApplicationStatus(value) ? value : '' });
          }}
        >
          <option value="">All statuses</option>
          <LabelledOptions values={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} />
        </select>
      </label>
    </div>
  );
}
