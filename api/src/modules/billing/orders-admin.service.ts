import { raw } from '@mikro-orm/sql';
import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { toCsv, type CsvColumn } from '../../shared/csv';
import { z } from 'zod';
import { ORDER_SORT, ORDER_STATUSES, type OrderSortField } from '../../../../common/billing';
import { sortSchema } from '../../../../common/sorting.schemas';
import { CYCLE_LABELS, PLANS } from '../../../../common/plans';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { byProperties, byRank, byText, orderByOf, type SortColumns } from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { Order } from './order.entity';
import { PaymentEvent } from './payment-event.entity';

const CSV_MAX_ROWS = 10_000;

/** Which orders staff want: a status and a date range (dates are YYYY-MM-DD, inclusive). */
const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }).nullish(),
  from: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  to: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  sort: sortSchema(ORDER_SORT),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
export type OrderFilter = z.input<typeof orderFilterSchema>;

const ORDER_SORT_COLUMNS: SortColumns<Order, OrderSortField> = {
  CREATED_AT: byProperties('createdAt'),
  REFERENCE: byProperties('reference'),
  STATUS: byRank('status', ORDER_STATUSES),
  AMOUNT: byProperties('amountPaise'),
  CUSTOMER_NAME: byText('customer_name'),
};

export interface OrderWithTimeline {
  order: Order;
  events: PaymentEvent[];
}

export interface OrderPage {
  items: OrderWithTimeline[];
  total: number;
}

export const listOrders = staffOperation(
  withScope(ADMIN_ONLY, 'orders:read'),
  async (ctx: StaffContext, input: OrderFilter): Promise<OrderPage> => {
    const filter = parseInput(orderFilterSchema, input);
    const [orders, total] = await ctx.em.findAndCount(Order, whereOf(filter), {
      orderBy: orderByOf(ORDER_SORT_COLUMNS, filter.sort),
      offset: filter.offset,
      limit: filter.limit,
    });
    const events = await ctx.em.find(
      PaymentEvent,
      { order: { $in: orders.map((order) => order.id) } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const items = orders.map((order) => ({
      order,
      events: events.filter((event) => event.order.id === order.id),
    }));
    return { items, total };
  },
);

/** Orders that brought money in: paid, and not through a provider that moves none. */
export const REAL_PAID_ORDERS = { status: 'PAID', isTest: false } as const;

/** Paid orders and revenue (test payments left out), for the dashboard. */
export interface OrderTotals {
  paidOrders: number;
  revenuePaise: number;
  pendingOrders: number;
}

export const orderTotals = staffOperation(
  withScope(ADMIN_ONLY, 'orders:read'),
  async (ctx: StaffContext): Promise<OrderTotals> => {
    return {
      paidOrders: await ctx.em.count(Order, REAL_PAID_ORDERS),
      revenuePaise: await paidRevenuePaise(ctx),
      pendingOrders: await ctx.em.count(Order, { status: 'PENDING' }),
    };
  },
);

/** The sum of paid orders that are not tests, in paise, optionally only those paid since a moment. */
export async function paidRevenuePaise(ctx: ServiceContext, since?: Date): Promise<number> {
  const [row] = await ctx.em
    .createQueryBuilder(Order)
    .select(raw('sum(amount_paise) as total'))
    .where({ ...REAL_PAID_ORDERS, ...(since && { paidAt: { $gte: since } }) })
    .execute<{ total: string | null }[]>();
  return Number(row?.total ?? 0);
}

/** The filtered orders as CSV (in the screen's order), for a spreadsheet. */
export const exportOrdersCsv = staffOperation(
  withScope(ADMIN_ONLY, 'orders:read'),
  async (ctx: StaffContext, input: OrderFilter): Promise<string> => {
    const filter = parseInput(orderFilterSchema, { ...input, offset: 0, limit: 1 });
    const orders = await ctx.em.find(Order, whereOf(filter), {
      orderBy: orderByOf(ORDER_SORT_COLUMNS, filter.sort),
      limit: CSV_MAX_ROWS,
    });
    return toCsv(CSV_COLUMNS, orders);
  },
);

const CSV_COLUMNS: CsvColumn<Order>[] = [
  { header: 'Reference', value: (order) => order.reference },
  { header: 'Created', value: (order) => order.createdAt },
  { header: 'Status', value: (order) => order.status },
  { header: 'Plan', value: (order) => PLANS[order.plan].name },
  { header: 'Cycle', value: (order) => CYCLE_LABELS[order.cycle] },
  { header: 'Amount (Rs)', value: (order) => (order.amountPaise / 100).toFixed(2) },
  { header: 'Name', value: (order) => order.customerName },
  { header: 'Mobile', value: (order) => order.customerMobile },
  { header: 'Provider', value: (order) => order.provider },
  { header: 'Test payment', value: (order) => (order.isTest ? 'yes' : 'no') },
  { header: 'Provider payment id', value: (order) => order.providerPaymentId },
  { header: 'Paid at', value: (order) => order.paidAt },
  // Last, so spreadsheets built on the earlier columns keep their positions.
  { header: 'E-mail', value: (order) => order.customerEmail },
];

function whereOf(filter: z.output<typeof orderFilterSchema>) {
  const createdAt: { $gte?: Date; $lt?: Date } = {};
  if (filter.from) createdAt.$gte = new Date(`${filter.from}T00:00:00+05:30`);
  if (filter.to)
    createdAt.$lt = new Date(new Date(`${filter.to}T00:00:00+05:30`).getTime() + 86_400_000);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from || filter.to ? { createdAt } : {}),
  };
}
