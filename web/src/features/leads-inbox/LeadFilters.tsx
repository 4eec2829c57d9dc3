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
import { useInboxLeadSourcesQuery } from '../../graphql/hooks';
import { writeSortParams } from '../../lib/use-list-sort';

export interface LeadFilterValues {
  kind: LeadKind | '';
  /** '' is every status but spam; 'SPAM' shows the spam kept. */
  status: LeadStatus | '';
  source: string;
  /** One row per contact instead of one per lead. */
  byContact: boolean;
}

export const NO_LEAD_FILTERS: LeadFilterValues = {
  kind: '',
  status: '',
  source: '',
  byContact: false,
};

export function hasLeadFilters(filters: LeadFilterValues): boolean {
  return Boolean(filters.kind || filters.status || filters.source);
}

/** Kind, status and source selects, and the grouping, fields of the inbox's filter form. */
export function LeadFilters({ register }: { register: UseFormRegister<LeadFilterValues> }) {
  const sources = useInboxLeadSourcesQuery({ fetchPolicy: 'cache-and-network' });
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
          <option value="">All but spam</option>
          <LabelledOptions values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
        </select>
      </label>
      <label>
        <span>Source</span>
        <select {...register('source')}>
          <option value="">All sources</option>
          {sources.data?.leadSources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
      <label className="leads-inbox__group-toggle">
        <input type="checkbox" {...register('byContact')} />
        <span>Group by contact</span>
      </label>
    </div>
  );
}

/** The CSV download address for the same filters and order (one row per lead, always). */
export function exportHref(filters: LeadFilterValues, sort: ListSort<LeadSortField>): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  if (filters.source) query.set('source', filters.source);
  writeSortParams(query, sort, LEAD_SORT.defaultSort);
  const search = query.toString();
  return `/api/v1/leads/export${search ? `?${search}` : ''}`;
}
