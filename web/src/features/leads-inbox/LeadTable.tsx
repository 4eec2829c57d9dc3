import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadSortField,
} from '../../../../common/leads-inbox';
import type { LeadTable_LeadFragment } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';
import {
  DataTable,
  RowAction,
  type DataColumn,
  type TableSorting,
} from '../../components/DataTable';

type LeadRow = LeadTable_LeadFragment;

interface LeadTableProps {
  leads: readonly LeadRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  sorting: TableSorting<LeadSortField>;
}

/** Kind, e-mail and source are in the detail too: the list leaves them out while it shares the screen. */
const SECONDARY = 'leads-inbox__col--secondary';

const LEAD_COLUMNS: readonly DataColumn<LeadRow, LeadSortField>[] = [
  {
    header: 'Received',
    sortKey: 'CREATED_AT',
    className: 'leads-inbox__col--received',
    cell: (lead) => formatStaffDateTime(lead.createdAt),
  },
  {
    header: 'Kind',
    sortKey: 'KIND',
    className: SECONDARY,
    cell: (lead) => LEAD_KIND_LABELS[lead.kind],
  },
  {
    header: 'Name',
    sortKey: 'NAME',
    cell: (lead) => (
      <>
        {lead.name}
        {/* On a phone the Received column gives way and the date shows under the name. */}
        <span className="leads-inbox__name-date">{formatStaffDateTime(lead.createdAt)}</span>
      </>
    ),
  },
  { header: 'Email', sortKey: 'EMAIL', className: SECONDARY, cell: (lead) => lead.email },
  { header: 'Source', className: SECONDARY, cell: (lead) => lead.source ?? 'unknown' },
  {
    header: 'Status',
    sortKey: 'STATUS',
    cell: (lead) => (
      <span className={`leads-inbox__status leads-inbox__status--${lead.status}`}>
        {LEAD_STATUS_LABELS[lead.status]}
      </span>
    ),
  },
];

/** The id of a lead's Open button, where focus goes back when its detail closes. */
export function openButtonId(leadId: string): string {
  return `lead-open-${leadId}`;
}

export function LeadTable({ leads, selectedId, onSelect, sorting }: LeadTableProps) {
  const open: DataColumn<LeadRow, LeadSortField> = {
    header: 'Actions',
    hideHeader: true,
    cell: (lead) => (
      <RowAction
        id={openButtonId(lead.id)}
        label="Open"
        target={`lead from ${lead.name}`}
        onClick={() => onSelect(lead.id)}
      />
    ),
  };
  return (
    <DataTable
      className="leads-inbox__table"
      caption="Leads"
      columns={[...LEAD_COLUMNS, open]}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowClassName={(lead) => (lead.id === selectedId ? 'leads-inbox__row--selected' : undefined)}
      sorting={sorting}
    />
  );
}
