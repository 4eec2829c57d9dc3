import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId, parseIdArg } from '../../shared/id-arg';
import { webhookBodyOf } from './webhook-body';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  setWebhookEndpointEnabled,
  type CreatedWebhookEndpoint,
} from './webhooks.service';
import {
  CreatedWebhookEndpointType,
  WebhookDeliveriesArgs,
  WebhookDeliveryPageType,
  WebhookDeliveryStatusEnum,
  WebhookDeliveryType,
  WebhookEndpointInput,
  WebhookEndpointType,
  type WebhookDeliveryStatus,
} from './webhooks.types';

/** Settings > Webhooks: endpoints and the delivery log, for signed-in admins only. */
@Resolver()
export class WebhooksResolver {
  @Authorized(listWebhookEndpoints.access)
  @Query(() => [WebhookEndpointType], { description: 'Registered endpoints, newest first' })
  webhookEndpoints(@Ctx() ctx: ServiceContext): Promise<WebhookEndpoint[]> {
    return listWebhookEndpoints(ctx);
  }

  @Authorized(createWebhookEndpoint.access)
  @Mutation(() => CreatedWebhookEndpointType, {
    description: 'Registers an endpoint; the answer is the only place its secret appears',
  })
  createWebhookEndpoint(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => WebhookEndpointInput, { description: 'Address, events and a note' })
    input: WebhookEndpointInput,
  ): Promise<CreatedWebhookEndpoint> {
    return createWebhookEndpoint(ctx, input);
  }

  @Authorized(setWebhookEndpointEnabled.access)
  @Mutation(() => WebhookEndpointType, { description: 'A disabled endpoint receives nothing' })
  setWebhookEndpointEnabled(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'Which one' }) id: string,
    @Arg('enabled', () => Boolean, { description: 'True to send to it, false to stop' })
    enabled: boolean,
  ): Promise<WebhookEndpoint> {
    return setWebhookEndpointEnabled(ctx, parseId(id), enabled);
  }

  @Authorized(deleteWebhookEndpoint.access)
  @Mutation(() => ID, { description: 'Removes the endpoint and its delivery log' })
  deleteWebhookEndpoint(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'Which one' }) id: string,
  ): Promise<number> {
    return deleteWebhookEndpoint(ctx, parseId(id));
  }

  @Authorized(listWebhookDeliveries.access)
  @Query(() => WebhookDeliveryPageType, { description: 'The delivery log, newest first' })
  webhookDeliveries(
    @Ctx() ctx: ServiceContext,
    @Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs,
  ): Promise<{ items: WebhookDelivery[]; total: number }> {
    return listWebhookDeliveries(ctx, {
      endpointId: parseIdArg(args.endpointId, 'endpointId'),
      offset: args.offset,
      limit: args.limit,
    });
  }

  @Authorized(redeliverWebhook.access)
  @Mutation(() => WebhookDeliveryType, {
    description: 'Sends a delivery again now, under the same event id',
  })
  redeliverWebhook(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'Which one' }) id: string,
  ): Promise<WebhookDelivery> {
    return redeliverWebhook(ctx, parseId(id));
  }
}

/** What a delivery shows of its event, endpoint and outbox message. */
@Resolver(() => WebhookDeliveryType)
export class WebhookDeliveryFieldsResolver {
  @FieldResolver(() => String, { description: "The event's id, the same on every attempt" })
  eventId(@Root() delivery: WebhookDelivery): string {
    return delivery.event.id;
  }

  @FieldResolver(() => String, { description: "The event's type, such as 'lead.created'" })
  eventType(@Root() delivery: WebhookDelivery): string {
    return delivery.event.type;
  }

  @FieldResolver(() => String, { description: 'The JSON body every attempt sends' })
  body(@Root() delivery: WebhookDelivery): string {
    return webhookBodyOf(delivery.event);
  }

  @FieldResolver(() => ID, { description: 'The endpoint it is sent to' })
  endpointId(@Root() delivery: WebhookDelivery): number {
    return delivery.endpoint.id;
  }

  @FieldResolver(() => String, { description: 'The address it is sent to' })
  endpointUrl(@Root() delivery: WebhookDelivery): string {
    return delivery.endpoint.url;
  }

  @FieldResolver(() => WebhookDeliveryStatusEnum, { description: 'Where the delivery stands' })
  status(@Root() delivery: WebhookDelivery): WebhookDeliveryStatus {
    const status = delivery.message.status;
    return status === 'SENT' ? 'DELIVERED' : status === 'DEAD' ? 'FAILED' : 'PENDING';
  }

  @FieldResolver(() => Int, { description: 'Attempts since queued or last redelivered' })
  attempts(@Root() delivery: WebhookDelivery): number {
    return delivery.message.attempts;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Why the last attempt failed' })
  lastError(@Root() delivery: WebhookDelivery): string | null {
    return delivery.message.lastError ?? null;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the next attempt is due' })
  nextAttemptAt(@Root() delivery: WebhookDelivery): Date | null {
    return delivery.message.status === 'PENDING' ? delivery.message.nextAttemptAt : null;
  }
}
