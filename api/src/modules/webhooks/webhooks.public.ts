/**
 * What other modules may use of webhooks: announcing an event in the caller's transaction, and
 * (for the composition root) the outbox provider that delivers them.
 */
export { recordWebhookEvent } from './record-webhook-event';
export { WebhookEndpoint } from './webhook-endpoint.entity';
export { webhookSender, type WebhookDeliverySettings } from './webhook-sender';
