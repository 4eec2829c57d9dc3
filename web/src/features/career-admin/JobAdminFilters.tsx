import type { UseFormRegister } from 'react-hook-form';
import { ALL_FILTER, JOB_DEPARTMENTS, JOB_LOCATION_SUGGESTIONS } from '../../../../common/careers';
import { useCareerAdminFilterOptionsQuery } from '../../graphql/hooks';

export interface JobAdminFilterValues {
  department: string;
  location: string;
}

export const NO_JOB_ADMIN_FILTERS: JobAdminFilterValues = {
  department: ALL_FILTER,
  location: ALL_FILTER,
};

/**
 * Department and location, fields of the screen's filter form: the original's lists plus any
 * location a job already has.
 */
export function JobAdminFilters({ register }: { register: UseFormRegister<JobAdminFilterValues> }) {
  const { data } = useCareerAdminFilterOptionsQuery();
  const locations = [
    ...new Set([...JOB_LOCATION_SUGGESTIONS, ...(data?.adminJobFilterOptions.locations ?? [])]),
  ];
  return (
    <div className="career-admin__filters admin-controls">
      <label>
        <span>Department</span>
        <select {...register('department')}>
          <option value={ALL_FILTER}>All Departments</option>
          {JOB_DEPARTMENTS.map((department) => (
            <option key={department}>{department}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Location</span>
        <select {...register('location')}>
          <option value={ALL_FILTER}>All Locations</option>
          {locations.map((location) => (
            <option key={location}>{location}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
