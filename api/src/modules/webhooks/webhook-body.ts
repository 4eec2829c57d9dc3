import type { WebhookBody } from '../../../../common/webhooks';
import type { WebhookEvent } from './webhook-event.entity';

/** The JSON every delivery of the event sends (and signs), the same each time. */
export function webhookBodyOf(event: WebhookEvent): string {
  const body = {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.payload,
  } as WebhookBody;
  return JSON.stringify(body);
}
