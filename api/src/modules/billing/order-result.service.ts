import type { OrderStatus } from '../../../../common/billing';
import { orderReferenceSchema } from '../../../../common/billing.schemas';
import type { BillingCycle, PlanKey } from '../../../../common/plans';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { Order } from './order.entity';
import { settleFromStatus } from './settle-payment';
import { publicOperation } from '../../shared/auth/operation';

/** What the result pages may show anyone holding the reference: never name or mobile. */
export interface OrderResult {
  reference: string;
  plan: PlanKey;
  cycle: BillingCycle;
  amountPaise: number;
  status: OrderStatus;
  /** Taken by a provider that moves no money: the pages say it was a test payment. */
  isTest: boolean;
}

/** A pending order is asked about at most this often when the visitor's page polls. */
const RECHECK_ON_VIEW_MS = 10_000;

/**
 * The order's status for /success and /failure. A visitor back from the provider before its
 * callback arrived triggers a status check (as PhonePe asks merchants to), at most every 10 s.
 */
export const paymentResult = publicOperation(
  async (ctx: ServiceContext, reference: string): Promise<OrderResult> => {
    const parsed = orderReferenceSchema.safeParse(reference);
    if (!parsed.success) throw new NotFoundError('Unknown order');
    const order = await ctx.em.findOne(Order, { reference: parsed.data });
    if (!order) throw new NotFoundError('Unknown order');
    if (order.status === 'PENDING' && isDueForCheck(order)) {
      await settleFromStatus(ctx.em, order, ctx.payments);
    }
    return orderResultOf(order);
  },
);

/** What anyone holding an order's reference may see of it. */
export function orderResultOf(order: Order): OrderResult {
  return {
    reference: order.reference,
    plan: order.plan,
    cycle: order.cycle,
    amountPaise: order.amountPaise,
    status: order.status,
    isTest: order.isTest,
  };
}

function isDueForCheck(order: Order): boolean {
  return !order.lastCheckedAt || Date.now() - order.lastCheckedAt.getTime() >= RECHECK_ON_VIEW_MS;
}
