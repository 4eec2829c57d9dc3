import type { OutboxStatus } from '../../../../common/notifications';
import { requireRole } from '../../shared/auth/viewer';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxMessageFilter {
  status?: OutboxStatus | null | undefined;
  offset: number;
  limit: number;
}

/** Queued, sent and dead messages for admins, the ones waiting longest first. */
export async function listOutboxMessages(
  ctx: ServiceContext,
  filter: OutboxMessageFilter,
): Promise<{ items: OutboxMessage[]; total: number }> {
  requireRole(ctx, ['ADMIN']);
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
}

/**
 * Puts a dead (or waiting) message back in the queue, due at once, with a fresh set of
 * attempts; earlier attempts stay on record. A sent message is never sent again.
 */
export async function retryOutboxMessage(ctx: ServiceContext, id: number): Promise<OutboxMessage> {
  requireRole(ctx, ['ADMIN']);
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
}
