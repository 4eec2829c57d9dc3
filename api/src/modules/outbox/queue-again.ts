import type { Em } from '../../db/orm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Queues a message again, due now, with a fresh set of attempts, whatever its status: a webhook
 * receiver that lost a delivery may ask for it again. Earlier attempts stay on record. Refused
 * while a worker holds the message (the update is conditional, so it never races a claim).
 */
export async function queueAgain(em: Em, id: number): Promise<void> {
  const now = new Date();
  const updated = await em.nativeUpdate(
    OutboxMessage,
    { id, $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] },
    { status: 'PENDING', attempts: 0, nextAttemptAt: now, sentAt: null, leaseToken: null },
  );
  if (updated > 0) return;
  if ((await em.count(OutboxMessage, { id })) === 0) {
    throw new NotFoundError(`No outbox message with id ${id}`);
  }
  throw new ValidationError('This delivery is being attempted right now; try again in a minute', {
    id: 'being attempted',
  });
}
