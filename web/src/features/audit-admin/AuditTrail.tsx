import {
  AUDIT_RECORD_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditRecordType,
} from '../../../../common/audit';
import { LabelledOptions } from '../../components/LabelledOptions';
import { ListState } from '../../components/ListState';
import { ListPager } from '../../components/Pager';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { usePaging } from '../../lib/use-paging';
import { useAuditActorsQuery, useAuditTrailQuery } from '../../graphql/hooks';
import { AuditTable } from './AuditTable';
import './audit-admin.css';

interface AuditFilters {
  actorId: string;
  recordType: AuditRecordType | '';
  recordId: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { actorId: '', recordType: '', recordId: '', from: '', to: '' };
const EXPORT_PATH = '/api/v1/audit/export';
const PAGE_SIZE = 25;

/** The CSV export of the entries the filters select. */
function exportHref(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [string, string][]) {
    if (value.trim()) query.set(name, value.trim());
  }
  const search = query.toString();
  return search ? `${EXPORT_PATH}?${search}` : EXPORT_PATH;
}

/** Admin Audit: who changed what and when, filtered by person, record and day; CSV export. */
export function AuditTrail() {
  const { form, values: filters } = useFilterForm<AuditFilters>(NO_FILTERS);
  const paging = usePaging(PAGE_SIZE, JSON.stringify(filters));
  const actors = useAuditActorsQuery();
  const result = useAuditTrailQuery({
    variables: {
      actorId: filters.actorId ? Number(filters.actorId) : null,
      recordType: filters.recordType || null,
      recordId: filters.recordId.trim() || null,
      from: filters.from || null,
      to: filters.to || null,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="audit-admin">
      <header className="audit-admin__head">
        <form
          className="audit-admin__filters"
          aria-label="Audit filters"
          onSubmit={(e) => e.preventDefault()}
        >
          <label>
            Person
            <select {...form.register('actorId')}>
              <option value="">Everyone</option>
              {actors.data?.auditActors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Record
            <select {...form.register('recordType')}>
              <option value="">All records</option>
              <LabelledOptions values={AUDIT_RECORD_TYPES} labels={AUDIT_RECORD_LABELS} />
            </select>
          </label>
          <label>
            Record id
            <input inputMode="numeric" size={8} {...form.register('recordId')} />
          </label>
          <label>
            From
            <input type="date" {...form.register('from')} />
          </label>
          <label>
            To
            <input type="date" {...form.register('to')} />
          </label>
        </form>
        <a className="button" href={exportHref(filters)} download>
          Export CSV
        </a>
      </header>
      <ListState
        result={result}
        noun="changes"
        emptyReason={filtered ? 'filters' : 'none'}
        isEmpty={(data) => data.auditEntries.total === 0}
        summary={({ auditEntries: { total } }) => (
          <p>
            {total} {total === 1 ? 'change' : 'changes'}
          </p>
        )}
      >
        {({ auditEntries: { items, total } }, busy) => (
          <>
            {/* Wider than a phone: the table scrolls here, the filters above stay in place. */}
            <div className="audit-admin__scroll" role="region" aria-label="Changes" tabIndex={0}>
              <AuditTable entries={items} />
            </div>
            <ListPager paging={paging} total={total} label="Change" disabled={busy} />
          </>
        )}
      </ListState>
    </div>
  );
}
