import { defineEntity, p } from '@mikro-orm/core';
import type { WebhookEventType } from '../../../../common/webhooks';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';

/**
 * An address an admin registered to be told of events. Its secret signs every delivery, so it
 * is kept as it is (a hash could not sign); it is shown once, when the endpoint is created.
 */
const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.integer().primary().autoincrement(),
    url: p.text(),
    description: p.string().length(200).nullable(),
    events: p.json<WebhookEventType[]>(),
    secret: p.string().length(64).lazy(),
    /** A disabled endpoint gets no new deliveries, and queued ones are dropped. */
    enabled: p.boolean().default(true),
    createdBy: () => p.manyToOne(StaffUser).deleteRule('set null').nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);
