import type { OutboxChannel } from '../../../../common/notifications';
import type { Em } from '../../db/orm';
import { OutboxMessage } from './outbox-message.entity';

export interface NotificationRequest {
  channel: OutboxChannel;
  recipient: string;
  template: string;
  data: Record<string, string>;
}

/**
 * Queues a message on the caller's EntityManager. Call it inside the transaction that writes the
 * business row: both are committed together or not at all, and the worker sends it later.
 */
export function enqueueNotification(em: Em, request: NotificationRequest): OutboxMessage {
  return em.create(OutboxMessage, {
    ...request,
    status: 'PENDING',
    attempts: 0,
    nextAttemptAt: new Date(),
  });
}
