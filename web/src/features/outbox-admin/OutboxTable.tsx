import { formatDateTime } from '../../app/format-date';
import type { OutboxMessageListQuery, OutboxStatus } from '../../graphql/graphql';

type OutboxRow = OutboxMessageListQuery['outboxMessages']['items'][number];

interface OutboxTableProps {
  messages: readonly OutboxRow[];
  statusLabels: Record<OutboxStatus, string>;
  onRetry: (id: string) => void;
}

export function OutboxTable({ messages, statusLabels, onRetry }: OutboxTableProps) {
  return (
    <table className="outbox-admin__table">
      <caption className="visually-hidden">Notifications, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Created</th>
          <th scope="col">Channel</th>
          <th scope="col">Message</th>
          <th scope="col">To</th>
          <th scope="col">Status</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last error</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{formatDateTime(message.createdAt)}</td>
            <td>{message.channel === 'EMAIL' ? 'E-mail' : 'WhatsApp'}</td>
            <td>{message.template}</td>
            <td>{message.recipient}</td>
            <td>
              {statusLabels[message.status]}
              {message.status === 'SENT' && message.sentAt && ` ${formatDateTime(message.sentAt)}`}
              {message.status === 'PENDING' &&
                message.attempts > 0 &&
                `, next try ${formatDateTime(message.nextAttemptAt)}`}
            </td>
            <td>{message.attempts}</td>
            <td>{message.lastError ?? ''}</td>
            <td>
              {message.status !== 'SENT' && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onRetry(message.id)}
                >
                  Retry<span className="visually-hidden"> message to {message.recipient}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
