import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../common/leads-inbox';
import type { LeadTable_LeadFragment } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';
import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';

type LeadRow = LeadTable_LeadFragment;

interface LeadTableProps {
  leads: readonly LeadRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const LEAD_COLUMNS: readonly DataColumn<LeadRow>[] = [
  { header: 'Received', cell: (lead) => formatStaffDateTime(lead.createdAt) },
  { header: 'Kind', cell: (lead) => LEAD_KIND_LABELS[lead.kind] },
  { header: 'Name', cell: (lead) => lead.name },
  { header: 'Email', cell: (lead) => lead.email },
  {
    header: 'Status',
    cell: (lead) => (
      <span className={`leads-inbox__status leads-inbox__status--${lead.status}`}>
        {LEAD_STATUS_LABELS[lead.status]}
      </span>
    ),
  },
];

export function LeadTable({ leads, selectedId, onSelect }: LeadTableProps) {
  const open: DataColumn<LeadRow> = {
    header: 'Actions',
    hideHeader: true,
    cell: (lead) => (
      <RowAction label="Open" target={`lead from ${lead.name}`} onClick={() => onSelect(lead.id)} />
    ),
  };
  return (
    <DataTable
      caption="Leads, newest first"
      columns={[...LEAD_COLUMNS, open]}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowClassName={(lead) => (lead.id === selectedId ? 'leads-inbox__row--selected' : undefined)}
    />
  );
}
