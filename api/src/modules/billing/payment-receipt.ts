import { WHATSAPP_TEMPLATES } from '../../../../common/notifications';
import { CYCLE_LABELS, PLANS } from '../../../../common/plans';
import type { Em } from '../../db/orm';
import { queueEmail, queueWhatsapp } from '../outbox/outbox.public';
import type { Order } from './order.entity';

/**
 * Queues the customer's receipt on the transaction that marks the order paid, so an order is
 * paid with its receipt or not at all, and a second settlement (which changes nothing) queues
 * none. By e-mail when the customer gave one, otherwise to the mobile number on WhatsApp.
 */
export function queuePaymentReceipt(em: Em, order: Order, paidAt: Date): void {
  const plan = `${PLANS[order.plan].name} plan`;
  const common = {
    customerName: order.customerName,
    reference: order.reference,
    amountPaise: String(order.amountPaise),
  };
  if (order.customerEmail) {
    queueEmail(em, 'paymentReceipt', order.customerEmail, {
      ...common,
      plan,
      cycle: CYCLE_LABELS[order.cycle],
      paidAt: paidAt.toISOString(),
      isTest: String(order.isTest),
    });
    return;
  }
  queueWhatsapp(em, WHATSAPP_TEMPLATES.paymentReceipt, `91${order.customerMobile}`, {
    ...common,
    plan: `${plan}, ${CYCLE_LABELS[order.cycle]}`,
  });
}
