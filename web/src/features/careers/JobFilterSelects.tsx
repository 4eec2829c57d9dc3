import { ALL_FILTER } from '../../../../common/careers';
import { useJobFilterOptionsQuery } from '../../graphql/hooks';
import type { JobFilters } from './use-job-filters';

interface JobFilterSelectsProps {
  filters: JobFilters;
  onChange: (key: 'department' | 'location', value: string) => void;
}

/** Department and location choices come from the open jobs, with 'All' first. */
export function JobFilterSelects({ filters, onChange }: JobFilterSelectsProps) {
  const { data } = useJobFilterOptionsQuery();
  const options = data?.jobFilterOptions;
  return (
    <div className="careers-filters">
      <FilterSelect
        id="job-department"
        label="Department"
        value={filters.department}
        values={options?.departments ?? []}
        onChange={(value) => onChange('department', value)}
      />
      <FilterSelect
        id="job-location"
        label="Location"
        value={filters.location}
        values={options?.locations ?? []}
        onChange={(value) => onChange('location', value)}
      />
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, value, values, onChange }: FilterSelectProps) {
  // A value from the address that no open job has any more stays selectable, so the
  // select never shows a filter other than the one applied.
  const choices = [ALL_FILTER, ...values];
  if (!choices.includes(value)) choices.push(value);
  return (
    <div className="careers-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
