import type { ApplicationSortField } from '../../../../common/applications';
import type { SortChoice } from '../../components/SortSelect';

/** The orders the Applications screen offers (the server sorts; see APPLICATION_SORT). */
export const APPLICATION_SORT_CHOICES: readonly SortChoice<ApplicationSortField>[] = [
  { field: 'CREATED_AT', direction: 'DESC', label: 'Newest first' },
  { field: 'CREATED_AT', direction: 'ASC', label: 'Oldest first' },
  { field: 'FULL_NAME', direction: 'ASC', label: 'Name, A to Z' },
  { field: 'FULL_NAME', direction: 'DESC', label: 'Name, Z to A' },
  { field: 'JOB_TITLE', direction: 'ASC', label: 'Job, A to Z' },
  { field: 'STATUS', direction: 'ASC', label: 'Status, New to Rejected' },
  { field: 'STATUS', direction: 'DESC', label: 'Status, Rejected to New' },
];
