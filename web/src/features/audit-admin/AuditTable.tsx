import { AUDIT_ACTION_LABELS, AUDIT_RECORD_LABELS } from '../../../../common/audit';
import { DataTable, type DataColumn } from '../../components/DataTable';
import type { AuditTrailQuery } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';

type AuditRow = AuditTrailQuery['auditEntries']['items'][number];

/** Field names as people read them: 'publishedAt' -> 'published at'. */
function fieldLabel(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function ValueText({ value }: { value: string | null }) {
  if (value === null || value === '') return <span className="audit-admin__empty">empty</span>;
  return <>{value}</>;
}

/** Each changed field, before and after; long texts stay inside their cell. */
function ChangeList({ entry }: { entry: AuditRow }) {
  if (!entry.changes.length) return <span className="audit-admin__empty">no field details</span>;
  return (
    <details className="audit-admin__changes">
      <summary>
        {entry.changes.length} {entry.changes.length === 1 ? 'field' : 'fields'}:{' '}
        {entry.changes.map((change) => fieldLabel(change.field)).join(', ')}
      </summary>
      <dl>
        {entry.changes.map((change) => (
          <div key={change.field}>
            <dt>{fieldLabel(change.field)}</dt>
            <dd>
              {entry.action !== 'CREATE' && (
                <span className="audit-admin__before">
                  <ValueText value={change.before} />
                </span>
              )}
              {entry.action === 'UPDATE' && <span aria-label="changed to"> → </span>}
              {entry.action !== 'DELETE' && (
                <span className="audit-admin__after">
                  <ValueText value={change.after} />
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function AuditTable({ entries }: { entries: readonly AuditRow[] }) {
  const columns: DataColumn<AuditRow>[] = [
    { header: 'When', cell: (entry) => formatStaffDateTime(entry.at) },
    {
      header: 'Person',
      cell: (entry) => (
        <>
          {entry.actorName}
          <span className="audit-admin__meta">
            {entry.actorRole.toLowerCase()}
            {entry.actorIp && `, ${entry.actorIp}`}
          </span>
        </>
      ),
    },
    { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
    {
      header: 'Record',
      cell: (entry) => (
        <>
          {AUDIT_RECORD_LABELS[entry.recordType]} #{entry.recordId}
          {entry.recordLabel && <span className="audit-admin__meta">{entry.recordLabel}</span>}
        </>
      ),
    },
    { header: 'Changes', cell: (entry) => <ChangeList entry={entry} /> },
  ];
  return (
    <DataTable
      className="audit-admin__table"
      caption="Changes by staff, newest first"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}
