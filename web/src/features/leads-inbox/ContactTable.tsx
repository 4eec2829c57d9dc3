import type { ContactTable_ContactFragment } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';
import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';

type ContactRow = ContactTable_ContactFragment;

interface ContactTableProps {
  contacts: readonly ContactRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const SECONDARY = 'leads-inbox__col--secondary';

const CONTACT_COLUMNS: readonly DataColumn<ContactRow>[] = [
  {
    header: 'Latest',
    className: 'leads-inbox__col--received',
    cell: (contact) => formatStaffDateTime(contact.latestAt),
  },
  {
    header: 'Contact',
    cell: (contact) => (
      <>
        {contact.name}
        <span className="leads-inbox__name-date">{formatStaffDateTime(contact.latestAt)}</span>
      </>
    ),
  },
  {
    header: 'Email and mobile',
    className: SECONDARY,
    cell: (contact) => [...contact.emails, ...contact.mobiles].join(', '),
  },
  {
    header: 'Enquiries',
    cell: (contact) => contact.leadCount,
  },
];

/** The inbox grouped by contact: one row per person, with how many of their leads match. */
export function ContactTable({ contacts, selectedId, onSelect }: ContactTableProps) {
  const open: DataColumn<ContactRow> = {
    header: 'Actions',
    hideHeader: true,
    cell: (contact) => (
      <RowAction
        id={`contact-open-${contact.id}`}
        label="Open"
        target={`contact ${contact.name}`}
        onClick={() => onSelect(contact.id)}
      />
    ),
  };
  return (
    <DataTable
      className="leads-inbox__table"
      caption="Contacts"
      columns={[...CONTACT_COLUMNS, open]}
      rows={contacts}
      rowKey={(contact) => contact.id}
      rowClassName={(contact) =>
        contact.id === selectedId ? 'leads-inbox__row--selected' : undefined
      }
    />
  );
}
