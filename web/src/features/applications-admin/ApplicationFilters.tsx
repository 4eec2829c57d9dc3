import type { UseFormRegister } from 'react-hook-form';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '../../../../common/applications';
import { useApplicationJobOptionsQuery } from '../../graphql/hooks';
import type { ApplicationFilterValues } from './application-filters';
import { LabelledOptions } from '../../components/LabelledOptions';

/** Job and status selects, fields of the screen's filter form; '' means all. */
export function ApplicationFilters({
  register,
}: {
  register: UseFormRegister<ApplicationFilterValues>;
}) {
  const { data } = useApplicationJobOptionsQuery();
  return (
    <div className="applications-admin__filters" role="group" aria-label="Application filters">
      <label>
        Job
        <select {...register('jobId')}>
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
        <select {...register('status')}>
          <option value="">All statuses</option>
          <LabelledOptions values={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} />
        </select>
      </label>
    </div>
  );
}
