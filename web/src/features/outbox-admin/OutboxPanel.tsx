import { OUTBOX_STATUSES } from '../../../../common/notifications';
import { ListPager } from '../../components/Pager';
import { ListState } from '../../components/ListState';
import { usePaging } from '../../lib/use-paging';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { writeThenToast } from '../../lib/forms/write-then-toast';
import { type OutboxStatus } from '../../graphql/graphql';
import { useOutboxMessageListQuery, useRetryOutboxMessageMutation } from '../../graphql/hooks';
import { OutboxTable } from './OutboxTable';
import './outbox-admin.css';
import { LabelledOptions } from '../../components/LabelledOptions';

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
  const { form, values } = useFilterForm<{ status: OutboxStatus | '' }>({ status: '' });
  const { status } = values;
  const paging = usePaging(PAGE_SIZE, status);
  const result = useOutboxMessageListQuery({
    variables: { status: status || null, offset: paging.variables.offset },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = result;
  const [retry] = useRetryOutboxMessageMutation();

  async function retryMessage(id: string) {
    const outcome = await writeThenToast(() => retry({ variables: { id } }), {
      success: 'Message queued for another attempt',
      failure: 'Could not retry the message',
    });
    if (outcome.ok) await refetch();
  }

  return (
    <section className="outbox-admin" aria-labelledby="outbox-admin-title">
      <h2 id="outbox-admin-title">Notification delivery</h2>
      <p>
        WhatsApp messages, e-mails and webhook deliveries are sent by the server and retried until
        delivered. Messages that gave up can be sent again.
      </p>
      <label className="outbox-admin__filter">
        Status
        <select {...form.register('status')}>
          <option value="">All</option>
          <LabelledOptions values={OUTBOX_STATUSES} labels={STATUS_LABELS} />
        </select>
      </label>
      <ListState
        result={result}
        noun="messages"
        emptyReason={status ? 'filters' : 'none'}
        isEmpty={(data) => data.outboxMessages.total === 0}
      >
        {({ outboxMessages: { items, total } }) => (
          <>
            <OutboxTable
              messages={items}
              statusLabels={STATUS_LABELS}
              onRetry={(id) => void retryMessage(id)}
            />
            <ListPager paging={paging} total={total} label="Message" />
          </>
        )}
      </ListState>
    </section>
  );
}
