import { defineEntity, p } from '@mikro-orm/core';
import { WEBHOOK_EVENT_TYPES } from '../../../../common/webhooks';

/**
 * Something that happened, written in the transaction of the change itself (recordWebhookEvent)
 * when at least one endpoint wants it. Its payload is kept as it was then: every delivery and
 * redelivery sends the same body, under the same id.
 */
const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  properties: {
    /** 'evt_' and 22 random characters; receivers drop repeats by it. */
    id: p.string().length(40).primary(),
    type: p.enum(WEBHOOK_EVENT_TYPES),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class WebhookEvent extends WebhookEventSchema.class {}
WebhookEventSchema.setClass(WebhookEvent);
