import { Pager } from '../../components/Pager';
import { useState } from 'react';
import { toast } from 'sonner';
import { type OutboxStatus } from '../../graphql/graphql';
import { useOutboxMessageListQuery, useRetryOutboxMessageMutation } from '../../graphql/hooks';
import { OutboxTable } from './OutboxTable';
import './outbox-admin.css';

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<OutboxStatus, string> = {
  PENDING: 'Waiting',
  SENT: 'Sent',
  DEAD: 'Gave up',
};

/**
 * Settings > Notification delivery: what the outbox worker sent, is still trying, or gave up on,
 * with the last error and a Retry for messages that failed.
 */
export function OutboxPanel() {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useOutboxMessageListQuery({
    variables: { status: status || null, offset },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown stays on screen while the next one loads, pager and all.
  const data = current ?? previousData;
  const [retry] = useRetryOutboxMessageMutation();
  const page = data?.outboxMessages;
  const total = page?.total ?? 0;

  async function retryMessage(id: string) {
    try {
      await retry({ variables: { id } });
      toast.success('Message queued for another attempt');
      await refetch();
    } catch (failure) {
      toast.error('Could not retry the message', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  }

  return (
    <section className="outbox-admin" aria-labelledby="outbox-admin-title">
      <h2 id="outbox-admin-title">Notification delivery</h2>
      <p>
        WhatsApp messages and e-mails are sent by the server and retried until delivered. Messages
        that gave up can be sent again.
      </p>
      <label className="outbox-admin__filter">
        Status
        <select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '');
            setOffset(0);
          }}
        >
          <option value="">All</option>
          {(Object.keys(STATUS_LABELS) as OutboxStatus[]).map((key) => (
            <option key={key} value={key}>
              {STATUS_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <div aria-live="polite" aria-busy={loading}>
        {loading && !data && <p>Loading messages...</p>}
        {error && <p role="alert">Could not load the messages: {error.message}</p>}
        {page && page.items.length === 0 && <p>No messages.</p>}
      </div>
      {page && page.items.length > 0 && (
        <OutboxTable
          messages={page.items}
          statusLabels={STATUS_LABELS}
          onRetry={(id) => void retryMessage(id)}
        />
      )}
      {total > PAGE_SIZE && (
        <Pager
          label="Message"
          page={offset / PAGE_SIZE + 1}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          onPage={(page) => setOffset((page - 1) * PAGE_SIZE)}
        />
      )}
    </section>
  );
}
