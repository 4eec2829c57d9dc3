import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { OutboxChannel } from '../../../../common/notifications';
import type { Orm } from '../../db/orm';
import { OutboxAttempt } from './outbox-attempt.entity';
import { OutboxMessage } from './outbox-message.entity';

/** A message a worker holds under its lease, with the attempt number this try counts as. */
export interface ClaimedMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  data: Record<string, string>;
  attempt: number;
  leaseToken: string;
}

const ERROR_MAX_LENGTH = 1000;

/**
 * Claims up to `limit` due messages for one worker. FOR UPDATE SKIP LOCKED lets concurrent
 * workers pass over rows another transaction is claiming, and the lease (lockedUntil) keeps the
 * rows away from other workers while this one sends, or frees them if it dies mid-send.
 */
export async function claimDueMessages(
  orm: Orm,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMessage[]> {
  const leaseToken = randomUUID();
  return orm.em.fork().transactional(async (em) => {
    const due = await em.find(
      OutboxMessage,
      {
        status: 'PENDING',
        nextAttemptAt: { $lte: now },
        $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }],
      },
      {
        orderBy: { nextAttemptAt: 'asc', id: 'asc' },
        limit,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      },
    );
    for (const message of due) {
      message.attempts += 1;
      message.lockedUntil = new Date(now.getTime() + leaseMs);
      message.leaseToken = leaseToken;
    }
    return due.map((message) => ({
      id: message.id,
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      data: message.data,
      attempt: message.attempts,
      leaseToken,
    }));
  });
}

export type AttemptOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string; nextAttemptAt: Date }
  | { kind: 'dead'; error: string };

/**
 * Records one attempt and the message's new state, only while the claim still holds the lease.
 * Returns false when the lease was lost (another worker took the message over after it ran out).
 */
export async function recordAttempt(
  orm: Orm,
  claimed: ClaimedMessage,
  outcome: AttemptOutcome,
  now: Date,
): Promise<boolean> {
  const error = outcome.kind === 'sent' ? null : outcome.error.slice(0, ERROR_MAX_LENGTH);
  return orm.em.fork().transactional(async (em) => {
    const released = { lockedUntil: null, leaseToken: null };
    const changes =
      outcome.kind === 'sent'
        ? { ...released, status: 'SENT' as const, sentAt: now, lastError: null }
        : outcome.kind === 'dead'
          ? { ...released, status: 'DEAD' as const, lastError: error }
          : { ...released, lastError: error, nextAttemptAt: outcome.nextAttemptAt };
    const updated = await em.nativeUpdate(
      OutboxMessage,
      { id: claimed.id, leaseToken: claimed.leaseToken, status: 'PENDING' },
      changes,
    );
    if (updated === 0) return false;
    em.create(OutboxAttempt, { message: claimed.id, attemptedAt: now, error });
    return true;
  });
}
