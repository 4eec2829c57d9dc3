import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CHAT_SERVICES, type ChatServiceKey } from '../../../../common/leads';

export const ChatService = Object.fromEntries(CHAT_SERVICES.map((key) => [key, key])) as {
  [K in ChatServiceKey]: K;
};
registerEnumType(ChatService, {
  name: 'ChatService',
  description: 'The services a visitor can pick in the chat widget',
});

@ObjectType('LeadReceipt', { description: 'Confirms that an enquiry was received' })
export class LeadReceiptType {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  receivedAt!: Date;
}

@ObjectType('ChatLeadReceipt', { description: 'Confirms a chat lead; keep the token for the chat' })
export class ChatLeadReceiptType {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  receivedAt!: Date;

  @Field(() => String, {
    description: 'Shown only in this answer; setChatLeadService needs it to add the service',
  })
  chatToken!: string;
}
