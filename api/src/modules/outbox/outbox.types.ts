import { PageOf } from '../../shared/graphql-page';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxStatus,
} from '../../../../common/notifications';

export const OutboxStatusEnum = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, s])) as {
  [S in OutboxStatus]: S;
};
registerEnumType(OutboxStatusEnum, {
  name: 'OutboxStatus',
  description: 'PENDING waits for an attempt, SENT is delivered, DEAD gave up',
  valuesConfig: {
    PENDING: { description: 'Waiting for its next attempt' },
    SENT: { description: 'Delivered' },
    DEAD: { description: 'Every attempt failed; retry it by hand' },
  },
});

export const OutboxChannelEnum = Object.fromEntries(OUTBOX_CHANNELS.map((c) => [c, c])) as {
  [C in OutboxChannel]: C;
};
registerEnumType(OutboxChannelEnum, {
  name: 'OutboxChannel',
  description: 'How a notification travels',
  valuesConfig: {
    WHATSAPP: { description: 'A WhatsApp message' },
    EMAIL: { description: 'An e-mail' },
    WEBHOOK: { description: 'A signed POST to a webhook endpoint' },
  },
});

@ObjectType('OutboxMessage', { description: 'A notification queued for sending' })
export class OutboxMessageType {
  @Field(() => ID, { description: "The message's id" })
  id!: number;

  @Field(() => OutboxChannelEnum, { description: 'How it is sent' })
  channel!: OutboxChannel;

  @Field(() => String, { description: 'Phone number with country code, or e-mail address' })
  recipient!: string;

  @Field(() => String, { description: 'Which message it is (e.g. jobapply)' })
  template!: string;

  @Field(() => OutboxStatusEnum, { description: 'Where delivery is' })
  status!: OutboxStatus;

  @Field(() => Int, { description: 'Attempts since created or last retried' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, if it did' })
  lastError!: string | null;

  @Field(() => Date, { description: 'When the next attempt is due (PENDING)' })
  nextAttemptAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was delivered' })
  sentAt!: Date | null;

  @Field(() => Date, { description: 'When it was queued' })
  createdAt!: Date;
}

@ObjectType('OutboxMessagePage', { description: 'One page of queued notifications' })
export class OutboxMessagePageType extends PageOf(OutboxMessageType) {}

@ObjectType('MessageTemplatePreview', {
  description: 'A message template rendered with sample data',
})
export class MessageTemplatePreviewType {
  @Field(() => String, { description: 'The name queued messages carry' })
  name!: string;

  @Field(() => OutboxChannelEnum, { description: 'How it is sent' })
  channel!: OutboxChannel;

  @Field(() => String, { description: 'Who receives it and when' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'E-mail subject; null for WhatsApp' })
  subject!: string | null;

  @Field(() => String, { description: 'Plain-text version (the approved wording for WhatsApp)' })
  text!: string;

  @Field(() => String, { nullable: true, description: 'HTML version; null for WhatsApp' })
  html!: string | null;
}
