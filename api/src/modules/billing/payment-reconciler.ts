import type { Em, Orm } from '../../db/orm';
import type { PaymentSettings } from '../../payment-config';
import type { Logger } from '../../shared/logger';
import { claimDueOrder } from './order-check-claims';
import { Order } from './order.entity';
import type { PaymentProvider } from '../../shared/payments/payment-provider';
import { finish, settleFromStatus } from './settle-payment';

export interface ReconcilerDeps {
  orm: Orm;
  payments: PaymentProvider;
  settings: Pick<
    PaymentSettings,
    'recheckAfterMs' | 'expireAfterMs' | 'reconcileIntervalMs' | 'timeoutMs'
  >;
  logger: Logger;
}

export interface ReconcileRound {
  checked: number;
  expired: number;
}

/** Orders one server looks at per round; the rest wait for the next one. */
const BATCH_SIZE = 50;
/** Time for the database writes after a status check, on top of the provider's time limit. */
const CLAIM_MARGIN_MS = 30_000;

/**
 * Keeps track of every open order: re-asks the provider about orders still pending a few
 * minutes after they were made (a lost callback, a provider timeout) and expires those
 * still unpaid after a day. Runs in every server process; each order it looks at is claimed
 * first (claimDueOrder), so one round asks the provider once per order however many servers
 * run it. Tests call runOnce() directly.
 */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ReconcileRound> | undefined;

  constructor(private readonly deps: ReconcilerDeps) {}

  start(): void {
    const interval = this.deps.settings.reconcileIntervalMs;
    if (interval <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => {
        this.deps.logger.error({ err: error }, 'payment reconciliation failed');
      });
    }, interval);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One round; `now` lets tests move time forward. Rounds never overlap. */
  runOnce(now: Date = new Date()): Promise<ReconcileRound> {
    this.running ??= this.round(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(now: Date): Promise<ReconcileRound> {
    const { orm, settings, logger } = this.deps;
    const em = orm.em.fork();
    const claim = {
      now,
      recheckBefore: new Date(now.getTime() - settings.recheckAfterMs),
      leaseMs: settings.timeoutMs + CLAIM_MARGIN_MS,
    };
    const round: ReconcileRound = { checked: 0, expired: 0 };
    for (let looked = 0; looked < BATCH_SIZE; looked += 1) {
      const id = await claimDueOrder(orm, claim);
      if (id === undefined) break;
      const order = await em.findOneOrFail(Order, id);
      await this.lookAt(em, order, now, round);
    }
    if (round.checked || round.expired) logger.info(round, 'payments reconciled');
    return round;
  }

  /** Asks the provider about a pending order, then expires it if it is a day old and unpaid. */
  private async lookAt(em: Em, order: Order, now: Date, round: ReconcileRound): Promise<void> {
    const { payments, settings, logger } = this.deps;
    const expireBefore = new Date(now.getTime() - settings.expireAfterMs);
    if (order.status === 'PENDING' && order.provider === payments.name) {
      await settleFromStatus(em, order, payments, undefined, logger);
      round.checked += 1;
    }
    if (order.status !== 'PAID' && order.status !== 'FAILED' && order.createdAt <= expireBefore) {
      const expired = await finish(em, order, 'EXPIRED', 'EXPIRED', 'Unpaid after a day');
      if (expired) round.expired += 1;
    }
  }
}
