import type { UseFormRegister } from 'react-hook-form';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '../../../../common/leads';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../common/leads-inbox';

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
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LEAD_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Status</span>
        <select {...register('status')}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The CSV download address for the same filters. */
export function exportHref(filters: LeadFilterValues): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  const search = query.toString();
  return `/api/v1/leads/export${search ? `?${search}` : ''}`;
}
