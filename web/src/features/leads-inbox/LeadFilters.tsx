import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '../../../../common/leads';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../common/leads-inbox';
import { LabelledOptions } from '../../components/LabelledOptions';

export interface LeadFilterValues {
  kind: LeadKind | '';
  status: LeadStatus | '';
}

interface LeadFiltersProps {
  filters: LeadFilterValues;
  onChange: (filters: LeadFilterValues) => void;
}

const isKind = (value: string): value is LeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value);
const isStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  return (
    <div className="leads-inbox__filters">
      <label>
        <span>Kind</span>
        <select
          value={filters.kind}
          onChange={(event) =>
            onChange({ ...filters, kind: isKind(event.target.value) ? event.target.value : '' })
          }
        >
          <option value="">All kinds</option>
          <LabelledOptions values={LEAD_KINDS} labels={LEAD_KIND_LABELS} />
        </select>
      </label>
      <label>
        <span>Status</span>
        <select
          value={filters.status}
          onChange={(event) =>
            onChange({
              ...filters,
              status: isStatus(event.target.value) ? event.target.value : '',
            })
          }
        >
          <option value="">All statuses</option>
          <LabelledOptions values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
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
