import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import type { OutboxMessage } from './outbox-message.entity';
import { OutboxMessagesArgs } from './outbox.inputs';
import { listOutboxMessages, previewMessageTemplates, retryOutboxMessage } from './outbox.service';
import {
  MessageTemplatePreviewType,
  OutboxMessagePageType,
  OutboxMessageType,
} from './outbox.types';
import type { TemplatePreview } from './templates/message-templates';

@Resolver()
export class OutboxResolver {
  @Authorized(listOutboxMessages.access)
  @Query(() => OutboxMessagePageType, { description: 'Notifications, newest first' })
  outboxMessages(
    @Ctx() ctx: ServiceContext,
    @Args(() => OutboxMessagesArgs) args: OutboxMessagesArgs,
  ): Promise<{ items: OutboxMessage[]; total: number }> {
    return listOutboxMessages(ctx, args);
  }

  @Authorized(previewMessageTemplates.access)
  @Query(() => [MessageTemplatePreviewType], {
    description: 'Every message template (e-mail and WhatsApp) rendered with sample data',
  })
  messageTemplatePreviews(@Ctx() ctx: ServiceContext): Promise<TemplatePreview[]> {
    return previewMessageTemplates(ctx);
  }

  @Authorized(retryOutboxMessage.access)
  @Mutation(() => OutboxMessageType, {
    description: 'Queues a dead or waiting message again, due now, with fresh attempts',
  })
  retryOutboxMessage(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The message's id" }) id: string,
  ): Promise<OutboxMessage> {
    return retryOutboxMessage(ctx, parseId(id));
  }
}
