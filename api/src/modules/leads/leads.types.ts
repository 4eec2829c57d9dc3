import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CHAT_SERVICES, type ChatServiceKey } from '../../../../common/leads';

export const ChatService = Object.fromEntries(CHAT_SERVICES.map((key) => [key, key])) as {
  [K in ChatServiceKey]: K;
};
registerEnumType(ChatService, {
  name: 'ChatService',
  description: 'The services a visitor can pick in the chat widget',
  valuesConfig: {
    Website_Development: { description: 'Website development' },
    WhatsApp_API: { description: 'The WhatsApp Business API' },
    Social_Media: { description: 'Social media marketing' },
    Custom_Software: { description: 'Custom software' },
    CRM: { description: 'A CRM' },
  },
});

@ObjectType('LeadReceipt', { description: 'Confirms that an enquiry was received' })
export class LeadReceiptType {
  @Field(() => ID, { description: "The lead's id" })
  id!: number;

  @Field(() => Date, { description: 'When it was stored' })
  receivedAt!: Date;
}

@ObjectType('ChatLeadReceipt', { description: 'Confirms a chat lead; keep the token for the chat' })
export class ChatLeadReceiptType {
  @Field(() => ID, { description: "The lead's id" })
  id!: number;

  @Field(() => Date, { description: 'When it was stored' })
  receivedAt!: Date;

  @Field(() => String, {
    description: 'Shown only in this answer; setChatLeadService needs it to add the service',
  })
  chatToken!: string;
}
