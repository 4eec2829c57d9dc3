import { ADMIN_ONLY } from '../../../../common/access';
import type { OutboxStatus } from '../../../../common/notifications';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { OutboxMessage } from './outbox-message.entity';
import { previewTemplates, type TemplatePreview } from './templates/message-templates';

export interface OutboxMessageFilter {
  status?: OutboxStatus | null | undefined;
  offset: number;
  limit: number;
}

/** Queued, sent and dead messages for admins, the ones waiting longest first. */
export const listOutboxMessages = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    filter: OutboxMessageFilter,
  ): Promise<{ items: OutboxMessage[]; total: number }> => {
    const [items, total] = await ctx.em.findAndCount(
      OutboxMessage,
      filter.status ? { status: filter.status } : {},
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        offset: Math.max(filter.offset, 0),
        limit: Math.min(Math.max(filter.limit, 1), 100),
      },
    );
    return { items, total };
  },
);

/**
 * Puts a dead (or waiting) message back in the queue, due at once, with a fresh set of
 * attempts; earlier attempts stay on record. A sent message is never sent again.
 */
export const retryOutboxMessage = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, id: number): Promise<OutboxMessage> => {
    const message = await ctx.em.findOne(OutboxMessage, { id });
    if (!message) throw new NotFoundError(`No outbox message with id ${id}`);
    if (message.status === 'SENT') {
      throw new ValidationError('This message was already sent', { id: 'already sent' });
    }
    message.status = 'PENDING';
    message.attempts = 0;
    message.nextAttemptAt = new Date();
    await ctx.em.flush();
    return message;
  },
);

/** Every message template rendered with sample data, so admins see what customers and staff get. */
export const previewMessageTemplates = staffOperation(
  ADMIN_ONLY,
  (ctx: StaffContext): Promise<TemplatePreview[]> => Promise.resolve(previewTemplates(ctx)),
);
