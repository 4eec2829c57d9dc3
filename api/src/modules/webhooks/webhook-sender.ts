import { SITE } from '../../../../common/site';
import { WEBHOOK_HEADERS } from '../../../../common/webhooks';
import type { Em, Orm } from '../../db/orm';
import {
  UndeliverableError,
  type NotificationProvider,
  type OutgoingMessage,
} from '../outbox/outbox.public';
import { checkedDestination, RefusedDestinationError, type Resolve } from './webhook-address';
import { webhookBodyOf } from './webhook-body';
import { WebhookDelivery } from './webhook-delivery.entity';
import { postToDestination } from './webhook-post';
import { webhookSignature } from './webhook-secrets';

export interface WebhookDeliverySettings {
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: let deliveries reach loopback and private networks. */
  allowPrivateAddresses: boolean;
  /** WEBHOOK_TIMEOUT_MS: how long one attempt may take, connecting included. */
  timeoutMs: number;
  /** Tests resolve names their own way. */
  resolve?: Resolve;
}

/**
 * The outbox's provider for the WEBHOOK channel: one attempt at one delivery. Any answer but
 * 2xx (or none) throws, so the outbox retries with its backoff; a deleted or disabled endpoint
 * and a refused address give up at once. What the endpoint answered is kept on the delivery.
 */
export function webhookSender(orm: Orm, settings: WebhookDeliverySettings): NotificationProvider {
  return {
    name: 'webhook',
    send: async (message) => {
      const em = orm.em.fork();
      const delivery = await findDelivery(em, message);
      const endpoint = delivery.endpoint;
      if (!endpoint.enabled) throw new UndeliverableError('The endpoint is disabled: not sent');
      const body = webhookBodyOf(delivery.event);
      const timestamp = Math.floor(Date.now() / 1000);
      const started = Date.now();
      let status: number | null = null;
      try {
        const url = new URL(endpoint.url);
        const destination = await checkedDestination(
          url,
          settings.allowPrivateAddresses,
          settings.resolve,
        );
        status = await postToDestination({
          url,
          destination,
          body,
          timeoutMs: settings.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'user-agent': `${SITE.name} webhooks`,
            [WEBHOOK_HEADERS.id]: delivery.event.id,
            [WEBHOOK_HEADERS.event]: delivery.event.type,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: webhookSignature(endpoint.secret, timestamp, body),
          },
        });
      } catch (error) {
        if (error instanceof RefusedDestinationError) throw new UndeliverableError(error.message);
        throw error;
      } finally {
        await em.nativeUpdate(
          WebhookDelivery,
          { id: delivery.id },
          { responseStatus: status, lastAttemptAt: new Date(), durationMs: Date.now() - started },
        );
      }
      if (status < 200 || status >= 300) {
        throw new Error(`The endpoint answered HTTP ${status}`);
      }
    },
  };
}

async function findDelivery(em: Em, message: OutgoingMessage): Promise<WebhookDelivery> {
  const delivery = await em.findOne(
    WebhookDelivery,
    { message: message.id },
    { populate: ['event', 'endpoint', 'endpoint.secret'] },
  );
  if (!delivery) throw new UndeliverableError('The endpoint was deleted: not sent');
  return delivery;
}
