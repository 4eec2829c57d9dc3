import { ArgsType, Field, Int } from 'type-graphql';
import type { OutboxStatus } from '../../../../common/notifications';
import { OutboxStatusEnum } from './outbox.types';

@ArgsType()
export class OutboxMessagesArgs {
  @Field(() => OutboxStatusEnum, { nullable: true, description: 'Absent: every status' })
  status?: OutboxStatus;

  @Field(() => Int, { defaultValue: 0, description: 'Messages to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'Page size, at most 100' })
  limit!: number;
}
