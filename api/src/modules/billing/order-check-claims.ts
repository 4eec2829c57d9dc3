import { LockMode } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import { Order } from './order.entity';

export interface CheckClaim {
  /** The round's time: an order claimed until later than this is another server's. */
  now: Date;
  /** Orders made, and last checked, before this are due for a look. */
  recheckBefore: Date;
  /** How long the claim keeps the order from the other servers: one status check at most. */
  leaseMs: number;
}

/**
 * Claims the oldest open order due for a look, for this server's reconciler alone, and answers
 * its id (undefined when none is left). FOR UPDATE SKIP LOCKED passes over an order another
 * server is claiming at this moment, and the claim (checkClaimedUntil) keeps it from the others
 * while this one asks the provider; if this server dies mid-check, the claim runs out.
 */
export async function claimDueOrder(
  orm: Orm,
  { now, recheckBefore, leaseMs }: CheckClaim,
): Promise<number | undefined> {
  return orm.em.fork().transactional(async (em) => {
    const [order] = await em.find(
      Order,
      {
        status: { $in: ['CREATED', 'PENDING'] },
        createdAt: { $lte: recheckBefore },
        $and: [
          { $or: [{ lastCheckedAt: null }, { lastCheckedAt: { $lte: recheckBefore } }] },
          { $or: [{ checkClaimedUntil: null }, { checkClaimedUntil: { $lte: now } }] },
        ],
      },
      {
        orderBy: { createdAt: 'asc', id: 'asc' },
        limit: 1,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      },
    );
    if (!order) return undefined;
    order.checkClaimedUntil = new Date(now.getTime() + leaseMs);
    return order.id;
  });
}
