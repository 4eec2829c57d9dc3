import {
  APPLICATION_SORT,
  type ApplicationSortField,
  type ApplicationStatus,
} from '../../../../common/applications';
import type { ListSort } from '../../../../common/sorting';
import { writeSortParams } from '../../lib/use-list-sort';

export interface ApplicationFilterValues {
  /** '' means every job. */
  jobId: string;
  /** '' means every status. */
  status: ApplicationStatus | '';
}

/** The CSV download address for the same filters and order. */
export function applicationsCsvHref(
  filters: ApplicationFilterValues,
  sort: ListSort<ApplicationSortField>,
): string {
  const query = new URLSearchParams();
  if (filters.jobId) query.set('jobId', filters.jobId);
  if (filters.status) query.set('status', filters.status);
  writeSortParams(query, sort, APPLICATION_SORT.defaultSort);
  const search = query.toString();
  return `/api/v1/job/applications.csv${search ? `?${search}` : ''}`;
}
