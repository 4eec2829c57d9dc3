import {
  FINAL_ORDER_STATUSES,
  type OrderStatus,
  type PaymentEventKind,
} from '../../../../common/billing';
import { formatPaise } from '../../../../common/money';
import type { Em } from '../../db/orm';
import type { Logger } from '../../shared/logger';
import { Order } from './order.entity';
import { recordEvent } from './order-events';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import { queuePaymentReceipt } from './payment-receipt';
import type { PaymentProvider, PaymentReport } from '../../shared/payments/payment-provider';

/** What the callback said, when settling follows one. */
export type CallbackState = PaymentReport['state'] | undefined;

/**
 * Asks the provider for the payment's status and settles the order when the answer is final:
 * PAID only when the provider confirms COMPLETED for exactly the order's amount (and a
 * callback, if one came, said the same); FAILED only when both agree it failed. Anything
 * else (no answer, PENDING, disagreement) leaves the order pending for the reconciler.
 */
export async function settleFromStatus(
  em: Em,
  order: Order,
  provider: PaymentProvider,
  callbackState?: CallbackState,
  logger?: Logger,
): Promise<OrderStatus> {
  let status: PaymentReport;
  try {
    status = await provider.checkStatus(order.reference);
  } catch (error) {
    logger?.warn({ err: error, reference: order.reference }, 'payment status check failed');
    await note(em, order, 'STATUS_CHECK_FAILED', (error as Error).message);
    return order.status;
  }
  await note(
    em,
    order,
    'STATUS_CHECKED',
    `${status.state}, ${formatPaise(status.amountPaise)}, code ${status.code}`,
  );
  const outcome = outcomeOf(order, status, callbackState);
  if (outcome.status) {
    await finish(em, order, outcome.status, outcome.kind, outcome.detail, status);
  } else if (outcome.detail) {
    await note(em, order, 'STATUS_CHECKED', outcome.detail);
  }
  return order.status;
}

interface Outcome {
  status?: 'PAID' | 'FAILED';
  kind: PaymentEventKind;
  detail: string;
}

function outcomeOf(order: Order, status: PaymentReport, callbackState: CallbackState): Outcome {
  if (status.reference !== order.reference) {
    return { kind: 'STATUS_CHECKED', detail: 'Status answer names another payment; ignored' };
  }
  if (status.state === 'COMPLETED') {
    if (status.amountPaise !== order.amountPaise) {
      return { kind: 'STATUS_CHECKED', detail: 'Paid amount differs from the order; not paid' };
    }
    if (callbackState && callbackState !== 'COMPLETED') {
      return { kind: 'STATUS_CHECKED', detail: 'Callback and status disagree; left pending' };
    }
    return { status: 'PAID', kind: 'VERIFIED', detail: 'Payment verified with the provider' };
  }
  if (status.state === 'FAILED') {
    if (callbackState === 'COMPLETED') {
      return { kind: 'STATUS_CHECKED', detail: 'Callback and status disagree; left pending' };
    }
    return { status: 'FAILED', kind: 'VERIFIED', detail: 'Provider confirms the payment failed' };
  }
  return { kind: 'STATUS_CHECKED', detail: '' };
}

/**
 * Moves a still-open order to its final status. The conditional update makes a callback and
 * the reconciler settling the same order at once harmless: only the first one changes it, and
 * only that one announces a payment (order.paid) and queues its receipt, in the same
 * transaction: each happens once however many callbacks and polls arrive.
 */
export async function finish(
  em: Em,
  order: Order,
  status: 'PAID' | 'FAILED' | 'EXPIRED',
  kind: PaymentEventKind,
  detail: string,
  report?: PaymentReport,
): Promise<boolean> {
  const now = new Date();
  return em
    .transactional(async (tx) => {
      const changed = await tx.nativeUpdate(
        Order,
        { id: order.id, status: { $nin: [...FINAL_ORDER_STATUSES] } },
        {
          status,
          paidAt: status === 'PAID' ? now : null,
          providerPaymentId: report?.providerPaymentId ?? order.providerPaymentId,
          lastCheckedAt: now,
          updatedAt: now,
        },
      );
      if (changed === 0) return false;
      recordEvent(tx, tx.getReference(Order, order.id), kind, detail);
      if (status === 'PAID') {
        await recordWebhookEvent(tx, 'order.paid', paidPayload(order, now));
        queuePaymentReceipt(tx, order, now);
      }
      return true;
    })
    .then(async (changed) => {
      await em.refresh(order);
      return changed;
    });
}

function paidPayload(order: Order, paidAt: Date) {
  return {
    id: order.id,
    reference: order.reference,
    plan: order.plan,
    cycle: order.cycle,
    amountPaise: order.amountPaise,
    customerName: order.customerName,
    customerMobile: order.customerMobile,
    isTest: order.isTest,
    paidAt: paidAt.toISOString(),
  };
}

async function note(em: Em, order: Order, kind: PaymentEventKind, detail: string): Promise<void> {
  order.lastCheckedAt = new Date();
  recordEvent(em, order, kind, detail);
  await em.flush();
}
