import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { OutboxMessage } from '../outbox/outbox.public';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';

/**
 * One event for one endpoint: at most one per pair (the unique key), sent through the outbox
 * (its message holds the status, attempts, last error and next try), with what the endpoint
 * last answered.
 */
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  uniques: [{ properties: ['event', 'endpoint'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    event: () => p.manyToOne(WebhookEvent).deleteRule('cascade'),
    endpoint: () => p.manyToOne(WebhookEndpoint).deleteRule('cascade').index(),
    message: () => p.manyToOne(OutboxMessage).deleteRule('cascade').index(),
    /** The HTTP status of the last answer; null before the first try or when none came. */
    responseStatus: p.integer().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    /** How long the last attempt took, connecting included. */
    durationMs: p.integer().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
