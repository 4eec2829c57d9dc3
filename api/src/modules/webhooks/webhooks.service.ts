import { ADMIN_ONLY } from '../../../../common/access';
import { webhookEndpointSchema } from '../../../../common/webhooks';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { queueAgain } from '../outbox/outbox.public';
import { StaffUser } from '../staff/staff.public';
import { refusalAtRegistration } from './webhook-address';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { newWebhookSecret } from './webhook-secrets';

// Every operation here is staff-only (no scope): API tokens can neither see nor change webhooks.

export interface CreatedWebhookEndpoint {
  /** Signs every delivery; shown once, in this answer. */
  secret: string;
  endpoint: WebhookEndpoint;
}

export const listWebhookEndpoints = staffOperation(
  ADMIN_ONLY,
  (ctx: StaffContext): Promise<WebhookEndpoint[]> =>
    ctx.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'desc', id: 'desc' } }),
);

/** Registers an endpoint for the chosen events; it receives the events that happen from now on. */
export const createWebhookEndpoint = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, input: unknown): Promise<CreatedWebhookEndpoint> => {
    const fields = parseInput(webhookEndpointSchema, input);
    const refusal = refusalAtRegistration(new URL(fields.url), ctx.allowPrivateWebhookAddresses);
    if (refusal) throw new ValidationError(refusal, { url: refusal });
    const secret = newWebhookSecret();
    const endpoint = ctx.em.create(WebhookEndpoint, {
      url: fields.url,
      description: fields.description || null,
      events: fields.events,
      secret,
      enabled: true,
      createdBy: ctx.em.getReference(StaffUser, ctx.viewer.userId),
    });
    await ctx.em.flush();
    return { secret, endpoint };
  },
);

/** A disabled endpoint gets nothing: no new deliveries, and queued ones give up unsent. */
export const setWebhookEndpointEnabled = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number, enabled: boolean): Promise<WebhookEndpoint> => {
    const endpoint = await findEndpoint(ctx, id);
    endpoint.enabled = enabled;
    await ctx.em.flush();
    return endpoint;
  },
);

/** Removes the endpoint and its delivery log; deliveries still queued give up unsent. */
export const deleteWebhookEndpoint = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number): Promise<number> => {
    ctx.em.remove(await findEndpoint(ctx, id));
    await ctx.em.flush();
    return id;
  },
);

export interface DeliveryFilter {
  endpointId?: number | undefined;
  offset: number;
  limit: number;
}

/** The delivery log, newest first, with each delivery's outbox state and last answer. */
export const listWebhookDeliveries = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    filter: DeliveryFilter,
  ): Promise<{ items: WebhookDelivery[]; total: number }> => {
    const [items, total] = await ctx.em.findAndCount(
      WebhookDelivery,
      filter.endpointId ? { endpoint: filter.endpointId } : {},
      {
        populate: ['event', 'endpoint', 'message'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        offset: Math.max(filter.offset, 0),
        limit: Math.min(Math.max(filter.limit, 1), 100),
      },
    );
    return { items, total };
  },
);

/**
 * Sends a delivery again, now, with the same event id and body (and a fresh timestamp and
 * signature): for a receiver that lost it or failed on it. Its earlier attempts stay on record.
 */
export const redeliverWebhook = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number): Promise<WebhookDelivery> => {
    const delivery = await ctx.em.findOne(
      WebhookDelivery,
      { id },
      { populate: ['event', 'endpoint', 'message'] },
    );
    if (!delivery) throw new NotFoundError(`No webhook delivery with id ${id}`);
    if (!delivery.endpoint.enabled) {
      const message = 'The endpoint is disabled: enable it before redelivering';
      throw new ValidationError(message, { id: message });
    }
    await queueAgain(ctx.em, delivery.message.id);
    await ctx.em.refresh(delivery.message);
    return delivery;
  },
);

async function findEndpoint(ctx: StaffContext, id: number): Promise<WebhookEndpoint> {
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id });
  if (!endpoint) throw new NotFoundError(`No webhook endpoint with id ${id}`);
  return endpoint;
}
