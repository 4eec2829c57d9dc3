import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { webhookEndpointSchema } from '../../../../common/webhooks';
import type { GraphQLInputOf } from '../../shared/graphql-input';
import { PageOf } from '../../shared/graphql-page';

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliveryStatusEnum = Object.fromEntries(
  WEBHOOK_DELIVERY_STATUSES.map((s) => [s, s]),
) as { [S in WebhookDeliveryStatus]: S };
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING waits for an attempt, DELIVERED got a 2xx answer, FAILED gave up',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first or next attempt' },
    DELIVERED: { description: 'The endpoint answered 2xx' },
    FAILED: { description: 'Gave up after the last attempt, or the endpoint is gone' },
  },
});

@ObjectType('WebhookEndpoint', {
  description: 'An address told of events; its secret is not shown',
})
export class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint' })
  id!: number;

  @Field(() => String, { description: 'The address that receives POSTs' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'A note on what the endpoint is' })
  description!: string | null;

  @Field(() => [String], { description: "Event types, such as 'lead.created'" })
  events!: string[];

  @Field(() => Boolean, { description: 'False: it receives nothing' })
  enabled!: boolean;

  @Field(() => Date, { description: 'When it was registered' })
  createdAt!: Date;
}

@ObjectType('CreatedWebhookEndpoint', {
  description: 'A new endpoint with its signing secret, shown once',
})
export class CreatedWebhookEndpointType {
  @Field(() => String, {
    description: 'Signs every delivery (HMAC-SHA256); shown only in this answer',
  })
  secret!: string;

  @Field(() => WebhookEndpointType, { description: 'The stored endpoint' })
  endpoint!: WebhookEndpointType;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or being sent) to one endpoint' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery (one event to one endpoint)' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer' })
  responseStatus!: number | null;

  @Field(() => Date, { nullable: true, description: 'When it was last tried; null: not yet' })
  lastAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took' })
  durationMs!: number | null;

  @Field(() => Date, { description: 'When the event happened' })
  createdAt!: Date;
}

@ObjectType('WebhookDeliveryPage', { description: 'One page of deliveries and their total' })
export class WebhookDeliveryPageType extends PageOf(WebhookDeliveryType) {}

@InputType({ description: 'A new webhook endpoint' })
export class WebhookEndpointInput implements GraphQLInputOf<typeof webhookEndpointSchema> {
  @Field(() => String, { description: 'http:// or https:// address that receives POSTs' })
  url!: string;

  @Field(() => [String], { description: "Event types, such as 'lead.created'" })
  events!: string[];

  @Field(() => String, { nullable: true, description: 'A note on what the endpoint is' })
  description?: string | null;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { nullable: true, description: 'Absent: every endpoint' })
  endpointId?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Deliveries to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'At most 100' })
  limit!: number;
}
