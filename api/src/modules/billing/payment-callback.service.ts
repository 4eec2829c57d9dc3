import { FINAL_ORDER_STATUSES, type OrderStatus } from '../../../../common/billing';
import { formatPaise } from '../../../../common/money';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { CallbackRejectedError } from './billing-errors';
import { Order } from './order.entity';
import { recordEvent } from './order-events';
import type { IncomingCallback } from '../../shared/payments/payment-provider';
import { settleFromStatus } from './settle-payment';
import { publicOperation } from '../../shared/auth/operation';

export interface CallbackAnswer {
  reference: string;
  status: OrderStatus;
  /** True when the order was already settled: a replay, answered without any change. */
  alreadySettled: boolean;
}

/**
 * A provider's server-to-server callback. Nothing changes unless its signature verifies, it
 * names one of our orders for exactly that order's amount, and the order is still open; then
 * the provider's status check decides (settleFromStatus).
 */
export const receivePaymentCallback = publicOperation(
  async (
    ctx: ServiceContext,
    providerName: string,
    callback: IncomingCallback,
    logger?: Logger,
  ): Promise<CallbackAnswer> => {
    const provider = ctx.payments;
    if (providerName !== provider.name) throw new NotFoundError('Unknown payment provider');
    const report = provider.verifyCallback(callback);
    if (!report) {
      logger?.warn({ provider: providerName }, 'payment callback with a bad signature refused');
      throw new CallbackRejectedError('Callback signature does not verify');
    }
    const order = await ctx.em.findOne(Order, { reference: report.reference });
    if (!order) throw new NotFoundError('Unknown order');
    if (FINAL_ORDER_STATUSES.includes(order.status)) {
      return { reference: order.reference, status: order.status, alreadySettled: true };
    }
    if (report.amountPaise !== order.amountPaise) {
      logger?.warn(
        { reference: order.reference },
        'payment callback amount differs from the order',
      );
      throw new ValidationError('Amount does not match the order', { amount: 'does not match' });
    }
    recordEvent(
      ctx.em,
      order,
      'CALLBACK_RECEIVED',
      `${report.state}, ${formatPaise(report.amountPaise)}, code ${report.code}`,
    );
    await ctx.em.flush();
    const status = await settleFromStatus(ctx.em, order, provider, report.state, logger);
    return { reference: order.reference, status, alreadySettled: false };
  },
);
