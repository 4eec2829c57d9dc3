import type { UseFormRegister } from 'react-hook-form';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '../../../../common/leads';
import {
  LEAD_KIND_LABELS,
  LEAD_SORT,
  LEAD_STATUS_LABELS,
  type LeadSortField,
} from '../../../../common/leads-inbox';
import type { ListSort } from '../../../../common/sorting';
import { LabelledOptions } from '../../components/LabelledOptions';
import { writeSortParams } from '../../lib/use-list-sort';

export interface LeadFilterValues {
  kind: LeadKind | '';
  status: LeadStatus | '';
}

export const NO_LEAD_FILTERS: LeadFilterValues = { kind: '', status: '' };

/** Kind and status selects, fields of the inbox's filter form; '' means all. */
export function LeadFilters({ register }: { register: UseFormRegister<LeadFilterValues> }) {
  return (
    <div className="leads-inbox__filters">
      <label>
        <span>Kind</span>
        <select {...register('kind')}>
          <option value="">All kinds</option>
          <LabelledOptions values={LEAD_KINDS} labels={LEAD_KIND_LABELS} />
        </select>
      </label>
      <label>
        <span>Status</span>
        <select {...register('status')}>
          <option value="">All statuses</option>
          <LabelledOptions values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
        </select>
      </label>
    </div>
  );
}

/** The CSV download address for the same filters and order. */
export function exportHref(filters: LeadFilterValues, sort: ListSort<LeadSortField>): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  writeSortParams(query, sort, LEAD_SORT.defaultSort);
  const search = query.toString();
  return `/api/v1/leads/export${search ? `?${search}` : ''}`;
}
