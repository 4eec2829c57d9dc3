import { formatStaffDateTime } from '../../lib/format-date';
import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';
import type { OutboxChannel, OutboxMessageListQuery, OutboxStatus } from '../../graphql/graphql';

type OutboxRow = OutboxMessageListQuery['outboxMessages']['items'][number];

interface OutboxTableProps {
  messages: readonly OutboxRow[];
  statusLabels: Record<OutboxStatus, string>;
  onRetry: (id: string) => void;
}

const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  WEBHOOK: 'Webhook',
};

/** The status, with when it was sent or when the next attempt is due. */
function statusText(message: OutboxRow, statusLabels: Record<OutboxStatus, string>) {
  return (
    <>
      {statusLabels[message.status]}
      {message.status === 'SENT' && message.sentAt && ` ${formatStaffDateTime(message.sentAt)}`}
      {message.status === 'PENDING' &&
        message.attempts > 0 &&
        `, next try ${formatStaffDateTime(message.nextAttemptAt)}`}
    </>
  );
}

export function OutboxTable({ messages, statusLabels, onRetry }: OutboxTableProps) {
  const columns: DataColumn<OutboxRow>[] = [
    { header: 'Created', cell: (message) => formatStaffDateTime(message.createdAt) },
    {
      header: 'Channel',
      cell: (message) => CHANNEL_LABELS[message.channel],
    },
    { header: 'Message', cell: (message) => message.template },
    { header: 'To', cell: (message) => message.recipient },
    { header: 'Status', cell: (message) => statusText(message, statusLabels) },
    { header: 'Attempts', cell: (message) => message.attempts },
    { header: 'Last error', cell: (message) => message.lastError ?? '' },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (message) =>
        message.status !== 'SENT' && (
          <RowAction
            label="Retry"
            target={`message to ${message.recipient}`}
            className="button button--small"
            onClick={() => onRetry(message.id)}
          />
        ),
    },
  ];
  return (
    <DataTable
      className="outbox-admin__table"
      caption="Notifications, newest first"
      columns={columns}
      rows={messages}
      rowKey={(message) => message.id}
    />
  );
}
