import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../common/leads-inbox';
import type { InboxLeadListQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../app/format-date';

type LeadRow = InboxLeadListQuery['inboxLeads']['items'][number];

interface LeadTableProps {
  leads: readonly LeadRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function LeadTable({ leads, selectedId, onSelect }: LeadTableProps) {
  return (
    <table className="leads-inbox__table">
      <caption className="visually-hidden">Leads, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Kind</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr
            key={lead.id}
            className={lead.id === selectedId ? 'leads-inbox__row--selected' : undefined}
          >
            <td>{formatDateTime(lead.createdAt)}</td>
            <td>{LEAD_KIND_LABELS[lead.kind]}</td>
            <td>{lead.name}</td>
            <td>{lead.email}</td>
            <td>
              <span className={`leads-inbox__status leads-inbox__status--${lead.status}`}>
                {LEAD_STATUS_LABELS[lead.status]}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onSelect(lead.id)}
              >
                Open<span className="visually-hidden"> lead from {lead.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
