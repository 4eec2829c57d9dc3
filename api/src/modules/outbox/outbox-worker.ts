import type { Orm } from '../../db/orm';
import type { Logger } from '../../shared/logger';
import { PollingLoop } from '../../shared/polling-loop';
import {
  claimDueMessages,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedMessage,
} from './outbox-store';
import { UndeliverableError, type NotificationProviders } from './providers/notification-provider';

export interface OutboxWorkerOptions {
  orm: Orm;
  logger: Logger;
  providers: NotificationProviders;
  /** Attempts before a message is marked dead. */
  maxAttempts: number;
  /** Pause between polls; 0 starts no timer (tests call runOnce themselves). */
  pollMs: number;
  /** How long a claim keeps a message from other workers. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxRunSummary {
  sent: number;
  retrying: number;
  dead: number;
}

/** First retry after 30 s, doubling each time, never more than an hour apart. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempt - 1, 0), RETRY_MAX_MS);
}

/**
 * Sends due outbox messages from inside the server process. Several servers may run one each
 * against the same database: claims never overlap, so no message is sent twice by two workers.
 */
export class OutboxWorker {
  private readonly loop: PollingLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.loop = new PollingLoop({
      pollMs: options.pollMs,
      round: () => this.runOnce(),
      logger: options.logger,
      failureMessage: 'outbox poll failed',
    });
  }

  /** Claims one batch of due messages, sends them and records every attempt. */
  async runOnce(now = new Date()): Promise<OutboxRunSummary> {
    const { orm, leaseMs = 60_000, batchSize = 20 } = this.options;
    const claimed = await claimDueMessages(orm, { now, leaseMs, limit: batchSize });
    const summary: OutboxRunSummary = { sent: 0, retrying: 0, dead: 0 };
    for (const message of claimed) {
      const outcome = await this.attempt(message, now);
      if (await recordAttempt(orm, message, outcome, now)) {
        summary[outcome.kind === 'sent' ? 'sent' : outcome.kind === 'dead' ? 'dead' : 'retrying']++;
      } else {
        this.options.logger.warn({ outboxId: message.id }, 'outbox lease lost before recording');
      }
    }
    return summary;
  }

  private async attempt(message: ClaimedMessage, now: Date): Promise<AttemptOutcome> {
    const { providers, maxAttempts, logger } = this.options;
    try {
      const provider = providers[message.channel];
      if (!provider) throw new UndeliverableError(`No provider for the ${message.channel} channel`);
      await provider.send(message);
      return { kind: 'sent' };
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      const log = { outboxId: message.id, channel: message.channel, attempt: message.attempt };
      if (cause instanceof UndeliverableError) {
        logger.warn({ ...log, error }, 'outbox message undeliverable; not retried');
        return { kind: 'dead', error };
      }
      if (message.attempt >= maxAttempts) {
        logger.error({ ...log, error }, 'outbox message dead after its last attempt');
        return { kind: 'dead', error };
      }
      logger.warn({ ...log, error }, 'outbox send failed; will retry');
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(message.attempt));
      return { kind: 'retry', error, nextAttemptAt };
    }
  }

  /** Polls every pollMs until stopped (no timer when pollMs is 0). */
  start(): void {
    this.loop.start();
  }

  /** Stops polling and waits for a send in progress to be recorded. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
