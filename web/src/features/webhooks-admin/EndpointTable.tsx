import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';
import type { WebhookEndpointRowFragment } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';

interface EndpointTableProps {
  endpoints: readonly WebhookEndpointRowFragment[];
  onToggle: (endpoint: WebhookEndpointRowFragment) => void;
  onDelete: (endpoint: WebhookEndpointRowFragment) => void;
  onShowDeliveries: (endpoint: WebhookEndpointRowFragment) => void;
}

export function EndpointTable({
  endpoints,
  onToggle,
  onDelete,
  onShowDeliveries,
}: EndpointTableProps) {
  const columns: DataColumn<WebhookEndpointRowFragment>[] = [
    {
      header: 'Endpoint',
      cell: (endpoint) => (
        <>
          <code className="settings-table__url">{endpoint.url}</code>
          {endpoint.description && (
            <span className="settings-table__note">{endpoint.description}</span>
          )}
        </>
      ),
    },
    {
      header: 'Events',
      cell: (endpoint) => (
        <ul className="settings-table__tags">
          {endpoint.events.map((event) => (
            <li key={event}>
              <code>{event}</code>
            </li>
          ))}
        </ul>
      ),
    },
    { header: 'Added', cell: (endpoint) => formatStaffDateTime(endpoint.createdAt) },
    {
      header: 'Status',
      cell: (endpoint) => (
        <span className={`status-pill status-pill--${endpoint.enabled ? 'active' : 'disabled'}`}>
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </span>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (endpoint) => (
        <div className="settings-table__actions">
          <RowAction
            label="Deliveries"
            target={`to ${endpoint.url}`}
            onClick={() => onShowDeliveries(endpoint)}
          />
          <RowAction
            label={endpoint.enabled ? 'Disable' : 'Enable'}
            target={endpoint.url}
            onClick={() => onToggle(endpoint)}
          />
          <RowAction label="Delete" target={endpoint.url} onClick={() => onDelete(endpoint)} />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      className="settings-table"
      caption="Webhook endpoints, newest first"
      columns={columns}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
    />
  );
}
