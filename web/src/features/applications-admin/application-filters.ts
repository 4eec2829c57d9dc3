import type { ApplicationStatus } from '../../../../common/applications';

export interface ApplicationFilterValues {
  /** '' means every job. */
  jobId: string;
  /** '' means every status. */
  status: ApplicationStatus | '';
}

/** The CSV download address for the same filters. */
export function applicationsCsvHref(filters: ApplicationFilterValues): string {
  const query = new URLSearchParams();
  if (filters.jobId) query.set('jobId', filters.jobId);
  if (filters.status) query.set('status', filters.status);
  const search = query.toString();
  return `/api/v1/job/applications.csv${search ? `?${search}` : ''}`;
}
