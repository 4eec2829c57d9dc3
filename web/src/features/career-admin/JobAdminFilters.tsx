import { ALL_FILTER, JOB_DEPARTMENTS, JOB_LOCATION_SUGGESTIONS } from '../../../../common/careers';
import { useCareerAdminFilterOptionsQuery } from '../../graphql/hooks';

export interface JobAdminFilterValues {
  department: string;
  location: string;
}

interface JobAdminFiltersProps {
  filters: JobAdminFilterValues;
  onChange: (filters: JobAdminFilterValues) => void;
}

/** Department and location: the original's lists plus any location a job already has. */
export function JobAdminFilters({ filters, onChange }: JobAdminFiltersProps) {
  const { data } = useCareerAdminFilterOptionsQuery();
  const locations = [
    ...new Set([...JOB_LOCATION_SUGGESTIONS, ...(data?.adminJobFilterOptions.locations ?? [])]),
  ];
  return (
    <div className="career-admin__filters admin-controls">
      <label>
        <span>Department</span>
        <select
          value={filters.department}
          onChange={(event) => onChange({ ...filters, department: event.target.value })}
        >
          <option value={ALL_FILTER}>All Departments</option>
          {JOB_DEPARTMENTS.map((department) => (
            <option key={department}>{department}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Location</span>
        <select
          value={filters.location}
          onChange={(event) => onChange({ ...filters, location: event.target.value })}
        >
          <option value={ALL_FILTER}>All Locations</option>
          {locations.map((location) => (
            <option key={location}>{location}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
