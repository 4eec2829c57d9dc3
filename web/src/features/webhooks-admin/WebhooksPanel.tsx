import { useState } from 'react';
import { WEBHOOK_HEADERS } from '../../../../common/webhooks';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ListState } from '../../components/ListState';
import { Modal } from '../../components/Modal';
import { OneTimeSecret } from '../../components/OneTimeSecret';
import type { WebhookEndpointInput, WebhookEndpointRowFragment } from '../../graphql/graphql';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useSetWebhookEndpointEnabledMutation,
  useWebhookEndpointListQuery,
} from '../../graphql/hooks';
import { refusalOf, type FormRefusal } from '../../lib/forms/use-dialog-form';
import { writeThenToast } from '../../lib/forms/write-then-toast';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { EndpointTable } from './EndpointTable';
import './webhooks-admin.css';

const REFETCH = { refetchQueries: ['WebhookEndpointList', 'WebhookDeliveryList'] };

/**
 * Settings > Webhooks: endpoints told of events (signed POSTs), and the log of every delivery.
 */
export function WebhooksPanel() {
  const result = useWebhookEndpointListQuery({ fetchPolicy: 'cache-and-network' });
  const [createEndpoint] = useCreateWebhookEndpointMutation(REFETCH);
  const [setEnabled] = useSetWebhookEndpointEnabledMutation();
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation(REFETCH);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRowFragment | null>(null);
  const [logEndpointId, setLogEndpointId] = useState('');

  async function add(input: WebhookEndpointInput): Promise<FormRefusal> {
    let made = '';
    const outcome = await writeThenToast(
      async () => {
        const answer = await createEndpoint({ variables: { input } });
        made = answer.data?.createWebhookEndpoint.secret ?? '';
      },
      { success: 'Endpoint added' },
    );
    if (outcome.ok) {
      setAdding(false);
      setSecret(made);
    }
    return refusalOf(outcome, 'Failed to add the endpoint');
  }

  async function toggle(endpoint: WebhookEndpointRowFragment) {
    await writeThenToast(
      () => setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } }),
      {
        success: endpoint.enabled ? 'Endpoint disabled: it receives nothing' : 'Endpoint enabled',
        failure: 'Could not change the endpoint',
      },
    );
  }

  async function remove(endpoint: WebhookEndpointRowFragment) {
    setDeleting(null);
    if (logEndpointId === endpoint.id) setLogEndpointId('');
    await writeThenToast(() => deleteEndpoint({ variables: { id: endpoint.id } }), {
      success: 'Endpoint deleted',
      failure: 'Could not delete the endpoint',
    });
  }

  return (
    <section className="settings-panel admin-controls" aria-labelledby="webhooks-title">
      <header className="settings-panel__head">
        <h2 id="webhooks-title">Webhooks</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add endpoint
        </button>
      </header>
      <p className="settings-panel__intro">
        Each event is POSTed as JSON to the endpoints that want it, retried until they answer 2xx.
        The <code>{WEBHOOK_HEADERS.signature}</code> header holds <code>v1=</code> and the
        HMAC-SHA256 of <code>{WEBHOOK_HEADERS.timestamp}</code>, a dot and the raw body, keyed with
        the endpoint&apos;s secret; <code>{WEBHOOK_HEADERS.id}</code> is the same on every retry.
      </p>
      <ListState
        result={result}
        noun="webhook endpoints"
        isEmpty={(data) => data.webhookEndpoints.length === 0}
      >
        {({ webhookEndpoints }) => (
          <EndpointTable
            endpoints={webhookEndpoints}
            onToggle={(endpoint) => void toggle(endpoint)}
            onDelete={setDeleting}
            onShowDeliveries={(endpoint) => setLogEndpointId(endpoint.id)}
          />
        )}
      </ListState>
      <DeliveryLog
        endpoints={result.data?.webhookEndpoints ?? []}
        endpointId={logEndpointId}
        onEndpointChange={setLogEndpointId}
      />
      <Modal
        open={adding}
        onOpenChange={setAdding}
        title="Add webhook endpoint"
        className="admin-controls settings-dialog"
      >
        <EndpointForm onSubmit={add} onCancel={() => setAdding(false)} />
      </Modal>
      <Modal
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title="Endpoint added"
        description="Check every delivery's signature with this secret."
        className="admin-controls settings-dialog"
      >
        {secret && <OneTimeSecret label="Signing secret" value={secret} />}
        <div className="settings-form__actions">
          <button type="button" className="button" onClick={() => setSecret(null)}>
            Done
          </button>
        </div>
      </Modal>
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Delete this endpoint and its delivery log?"
        name={deleting?.url ?? ''}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
