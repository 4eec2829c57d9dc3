import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';
import type { WebhookDeliveryRowFragment, WebhookDeliveryStatus } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';

const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Waiting',
  DELIVERED: 'Delivered',
  FAILED: 'Gave up',
};

interface DeliveryTableProps {
  deliveries: readonly WebhookDeliveryRowFragment[];
  onRedeliver: (delivery: WebhookDeliveryRowFragment) => void;
}

function statusOf(delivery: WebhookDeliveryRowFragment) {
  const next =
    delivery.status === 'PENDING' && delivery.attempts > 0 && delivery.nextAttemptAt
      ? `, next try ${formatStaffDateTime(delivery.nextAttemptAt)}`
      : '';
  return (
    <>
      <span className={`status-pill status-pill--${delivery.status.toLowerCase()}`}>
        {STATUS_LABELS[delivery.status]}
      </span>
      {next}
    </>
  );
}

function answerOf(delivery: WebhookDeliveryRowFragment) {
  if (delivery.responseStatus === null) return delivery.attempts > 0 ? 'No answer' : '-';
  const took = delivery.durationMs === null ? '' : ` in ${delivery.durationMs} ms`;
  return `HTTP ${delivery.responseStatus}${took}`;
}

export function DeliveryTable({ deliveries, onRedeliver }: DeliveryTableProps) {
  const columns: DataColumn<WebhookDeliveryRowFragment>[] = [
    {
      header: 'Event',
      cell: (delivery) => (
        <>
          <code>{delivery.eventType}</code>
          <span className="settings-table__note">
            <code>{delivery.eventId}</code>, {formatStaffDateTime(delivery.createdAt)}
          </span>
        </>
      ),
    },
    {
      header: 'Endpoint',
      cell: (delivery) => <code className="settings-table__url">{delivery.endpointUrl}</code>,
    },
    { header: 'Status', cell: statusOf },
    { header: 'Response', cell: answerOf },
    { header: 'Attempts', cell: (delivery) => delivery.attempts },
    { header: 'Last error', cell: (delivery) => delivery.lastError ?? '' },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (delivery) => (
        <RowAction
          label="Redeliver"
          target={`${delivery.eventType} to ${delivery.endpointUrl}`}
          onClick={() => onRedeliver(delivery)}
        />
      ),
    },
  ];
  return (
    <DataTable
      className="settings-table"
      caption="Webhook deliveries, newest first"
      columns={columns}
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
    />
  );
}
