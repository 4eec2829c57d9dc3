import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../../api/src/db/orm';
import { billingScenarios, seedOrders } from '../../api/src/modules/billing/billing.scenarios';
import type {
  PaymentProvider,
  PaymentReport,
} from '../../api/src/shared/payments/payment-provider';
import { PaymentReconciler } from '../../api/src/modules/billing/payment-reconciler';
import { createLogger } from '../../api/src/shared/logger';
import { openTestOrm } from '../support/test-orm';

const MINUTE = 60_000;
const SETTINGS = {
  recheckAfterMs: 5 * MINUTE,
  expireAfterMs: 24 * 60 * MINUTE,
  reconcileIntervalMs: 0,
  timeoutMs: 10_000,
};

/** A provider that answers every status check with PENDING and counts the checks per order. */
class CountingProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly isTest = true;
  readonly checks = new Map<string, number>();

  startPayment(): never {
    throw new Error('not used');
  }
  verifyCallback(): null {
    return null;
  }
  async checkStatus(reference: string): Promise<PaymentReport> {
    this.checks.set(reference, (this.checks.get(reference) ?? 0) + 1);
    // A provider answers over the network: the other servers' rounds go on meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { reference, state: 'PENDING', amountPaise: 80_000, code: 'PAYMENT_PENDING' };
  }
}

let database: { orm: Orm; close: () => Promise<void> };
const extraOrms: Orm[] = [];
beforeAll(async () => {
  database = await openTestOrm();
});
afterAll(async () => {
  await Promise.all(extraOrms.map((orm) => orm.close()));
  await database.close();
});

/** One server's connection: its own pool on PostgreSQL; embedded PGlite has only one. */
async function serverConnection(): Promise<Orm> {
  const url = database.orm.config.get('clientUrl');
  if (!process.env['TEST_DATABASE_URL'] || !url) return database.orm;
  const orm = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  extraOrms.push(orm);
  return orm;
}

async function storePendingOrders(count: number, createdAt: Date): Promise<string[]> {
  const references = Array.from(
    { length: count },
    (_, i) => `ORDPENDING${String(i).padStart(9, '0')}`,
  );
  const orders = references.map((reference) =>
    billingScenarios.storedOrder({ reference, createdAt }),
  );
  await seedOrders(database.orm, orders);
  return references;
}

describe('payment reconcilers on several servers', () => {
  it('check each pending order once per round, however many servers run one', async () => {
    const now = new Date();
    const references = await storePendingOrders(12, new Date(now.getTime() - 10 * MINUTE));
    const provider = new CountingProvider();
    const logger = createLogger('silent');
    const reconcilers = [];
    for (let server = 0; server < 3; server += 1) {
      const orm = await serverConnection();
      reconcilers.push(
        new PaymentReconciler({ orm, payments: provider, settings: SETTINGS, logger }),
      );
    }

    const rounds = await Promise.all(reconcilers.map((reconciler) => reconciler.runOnce(now)));

    expect(Object.fromEntries(provider.checks)).toEqual(
      Object.fromEntries(references.map((reference) => [reference, 1])),
    );
    expect(rounds.reduce((total, round) => total + round.checked, 0)).toBe(references.length);

    // The next round, after the re-check interval, looks at each of them once again.
    const later = new Date(now.getTime() + 6 * MINUTE);
    await Promise.all(reconcilers.map((reconciler) => reconciler.runOnce(later)));
    expect(new Set(provider.checks.values())).toEqual(new Set([2]));
  });
});
