import { ListState } from '../../components/ListState';
import { ListPager } from '../../components/Pager';
import type { WebhookDeliveryRowFragment, WebhookEndpointRowFragment } from '../../graphql/graphql';
import { useRedeliverWebhookMutation, useWebhookDeliveryListQuery } from '../../graphql/hooks';
import { writeThenToast } from '../../lib/forms/write-then-toast';
import { usePaging } from '../../lib/use-paging';
import { DeliveryTable } from './DeliveryTable';

const PAGE_SIZE = 20;

interface DeliveryLogProps {
  endpoints: readonly WebhookEndpointRowFragment[];
  /** The endpoint whose deliveries are shown; '' every endpoint's. */
  endpointId: string;
  onEndpointChange: (endpointId: string) => void;
}

/** What was sent where, with each endpoint's answer, attempts, and Redeliver. */
export function DeliveryLog({ endpoints, endpointId, onEndpointChange }: DeliveryLogProps) {
  const paging = usePaging(PAGE_SIZE, endpointId);
  const result = useWebhookDeliveryListQuery({
    variables: { endpointId: endpointId || null, offset: paging.variables.offset },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver] = useRedeliverWebhookMutation();

  async function sendAgain(delivery: WebhookDeliveryRowFragment) {
    const outcome = await writeThenToast(() => redeliver({ variables: { id: delivery.id } }), {
      success: 'Queued to be sent again, under the same event id',
      failure: 'Could not redeliver',
    });
    if (outcome.ok) await result.refetch();
  }

  return (
    <section className="settings-panel__part" aria-labelledby="webhook-deliveries-title">
      <header className="settings-panel__head">
        <h3 id="webhook-deliveries-title">Delivery log</h3>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => void result.refetch()}
        >
          Refresh
        </button>
      </header>
      <label className="settings-panel__filter">
        Endpoint
        <select value={endpointId} onChange={(event) => onEndpointChange(event.target.value)}>
          <option value="">All endpoints</option>
          {endpoints.map((endpoint) => (
            <option key={endpoint.id} value={endpoint.id}>
              {endpoint.url}
            </option>
          ))}
        </select>
      </label>
      <ListState
        result={result}
        noun="deliveries"
        emptyReason={endpointId ? 'filters' : 'none'}
        isEmpty={(data) => data.webhookDeliveries.total === 0}
        emptyHint="Deliveries appear here once a subscribed event happens."
      >
        {({ webhookDeliveries: { items, total } }) => (
          <>
            <DeliveryTable
              deliveries={items}
              onRedeliver={(delivery) => void sendAgain(delivery)}
            />
            <ListPager paging={paging} total={total} label="Delivery" />
          </>
        )}
      </ListState>
    </section>
  );
}
