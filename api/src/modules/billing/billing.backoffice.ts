import { ADMIN_LINKS } from '../../../../common/backoffice';
import { ORDER_STATUSES } from '../../../../common/billing';
import { formatPaise, PAISE_PER_RUPEE } from '../../../../common/money';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  ContactDetails,
  ContactHistoryEntry,
  DashboardContribution,
} from '../../shared/backoffice-contributor';
import { DAY_MS } from '../../shared/time-buckets';
import { describe } from './create-payment.service';
import { Order } from './order.entity';
import { paidRevenuePaise, REAL_PAID_ORDERS } from './orders-admin.service';

/** Orders and revenue on the admin dashboard; test payments are never counted as sales. */
export const billingBackoffice: BackofficeContributor = {
  dashboard: billingDashboard,
  contactHistory: ordersOfContact,
};

/** The orders paid for (or tried) with one of the contact's mobile numbers. */
async function ordersOfContact(
  ctx: ServiceContext,
  { mobiles }: ContactDetails,
  limit: number,
): Promise<ContactHistoryEntry[]> {
  if (!mobiles.length) return [];
  const orders = await ctx.em.find(
    Order,
    { customerMobile: { $in: mobiles } },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return orders.map((order) => ({
    kind: 'ORDER',
    id: order.id,
    title: `Order: ${describe(order)}, ${formatPaise(order.amountPaise)}${order.isTest ? ' (test)' : ''}`,
    status: order.status.charAt(0) + order.status.slice(1).toLowerCase(),
    source: order.source ?? null,
    at: order.createdAt,
    link: ADMIN_LINKS.order(order.id),
  }));
}

async function billingDashboard(ctx: ServiceContext, now: Date): Promise<DashboardContribution> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const paid = await ctx.em.count(Order, REAL_PAID_ORDERS);
  const all = await ctx.em.count(Order, { isTest: false });
  const perStatus: { label: string; value: number }[] = [];
  for (const status of ORDER_STATUSES) {
    perStatus.push({ label: status.toLowerCase(), value: await ctx.em.count(Order, { status }) });
  }
  const recent = await ctx.em.find(
    Order,
    { status: 'PAID' },
    { orderBy: { paidAt: 'desc', id: 'desc' }, limit: 5 },
  );
  return {
    figures: [
      {
        key: 'paidOrders',
        label: 'Paid orders',
        value: paid,
        unit: 'COUNT',
        comparison: { label: 'all orders', value: all },
      },
      {
        key: 'revenue',
        label: 'Revenue (paid orders)',
        value: (await paidRevenuePaise(ctx)) / PAISE_PER_RUPEE,
        unit: 'RUPEES',
        comparison: {
          label: 'last 7 days',
          value: (await paidRevenuePaise(ctx, weekAgo)) / PAISE_PER_RUPEE,
        },
      },
    ],
    charts: [
      {
        key: 'ordersByStatus',
        title: 'Orders by status',
        valueLabel: 'Orders',
        unit: 'COUNT',
        points: perStatus,
      },
    ],
    activity: recent.map((order) => ({
      kind: 'ORDER',
      title: `${order.isTest ? 'Test payment' : 'Order paid'}: ${order.plan} (${order.cycle})`,
      detail: `${order.customerName} · ${formatPaise(order.amountPaise)}`,
      at: order.paidAt ?? order.updatedAt,
      link: ADMIN_LINKS.order(order.id),
    })),
  };
}
