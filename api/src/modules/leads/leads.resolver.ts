import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ChatServiceKey } from '../../../../common/leads';
import type { ServiceContext } from '../../shared/context';
import { ChatLeadInput, ContactMessageInput, ProjectRequestInput } from './leads.inputs';
import {
  setChatLeadService,
  startChatLead,
  submitContactMessage,
  submitProjectRequest,
  type ChatLeadReceipt,
  type LeadReceipt,
} from './leads.service';
import { ChatLeadReceiptType, ChatService, LeadReceiptType } from './leads.types';

@Resolver()
export class LeadsResolver {
  @Mutation(() => LeadReceiptType, { description: 'Sends a message from the contact page' })
  submitContactMessage(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => ContactMessageInput, { description: "The form's fields" })
    input: ContactMessageInput,
  ): Promise<LeadReceipt> {
    return submitContactMessage(ctx, input);
  }

  @Mutation(() => LeadReceiptType, { description: "Sends the 'Start a Project' form" })
  submitProjectRequest(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => ProjectRequestInput, { description: "The form's fields" })
    input: ProjectRequestInput,
  ): Promise<LeadReceipt> {
    return submitProjectRequest(ctx, input);
  }

  @Mutation(() => ChatLeadReceiptType, {
    description: "Stores the chat widget's visitor details; answers the chat's one-time token",
  })
  startChatLead(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => ChatLeadInput, { description: "The form's fields" }) input: ChatLeadInput,
  ): Promise<ChatLeadReceipt> {
    return startChatLead(ctx, input);
  }

  @Mutation(() => LeadReceiptType, {
    description: 'Adds the service chosen in the chat; NOT_FOUND for an unknown token',
  })
  setChatLeadService(
    @Ctx() ctx: ServiceContext,
    @Arg('chatToken', () => String, { description: 'The token startChatLead answered' })
    chatToken: string,
    @Arg('service', () => ChatService, { description: 'The service the visitor picked' })
    service: ChatServiceKey,
  ): Promise<LeadReceipt> {
    return setChatLeadService(ctx, chatToken, service);
  }
}
