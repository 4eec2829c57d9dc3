import type { WebhookEventType, WebhookPayloads } from '../../../../common/webhooks';
import type { Em } from '../../db/orm';
import { enqueueNotification } from '../outbox/outbox.public';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { newWebhookEventId } from './webhook-secrets';

/**
 * Announces that something happened: the one way every service emits a webhook event. Call it
 * on the EntityManager of the transaction that makes the change, before it commits: the event,
 * one delivery per enabled endpoint that wants it and their outbox messages are then committed
 * with the change or not at all. With no endpoint listening it writes nothing.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  em: Em,
  type: T,
  payload: WebhookPayloads[T],
): Promise<void> {
  const endpoints = await em.find(WebhookEndpoint, { enabled: true }, { orderBy: { id: 'asc' } });
  const listening = endpoints.filter((endpoint) => endpoint.events.includes(type));
  if (listening.length === 0) return;
  const event = em.create(WebhookEvent, { id: newWebhookEventId(), type, payload: { ...payload } });
  for (const endpoint of listening) {
    const message = enqueueNotification(em, {
      channel: 'WEBHOOK',
      recipient: endpoint.url.slice(0, 254),
      template: type,
      data: { event: event.id },
    });
    em.create(WebhookDelivery, {
      event,
      endpoint,
      message,
      responseStatus: null,
      lastAttemptAt: null,
      durationMs: null,
    });
  }
}
