import type { RequiredEntityData } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import { Order } from './order.entity';
import { PaymentEvent } from './payment-event.entity';

type StoredOrder = RequiredEntityData<Order>;

/** Named, valid billing data for tests: each one a visitor could send, or the shop store. */
export const billingScenarios = {
  /** The visitor who presses Buy Now on the payment page. */
  buyer: { name: 'Priya Sharma', mobileNumber: '9876543210' },
  /** Buy Now over REST: the payment page names the plan by its price in rupees. */
  buyNow: (amount: number) => ({ ...billingScenarios.buyer, amount }),
  /** The createPayment mutation's input: a plan and cycle, priced on the server. */
  enterpriseHalfYearly: {
    plan: 'enterprise',
    cycle: 'half-yearly',
    name: 'Ravi Kumar',
    mobile: '8123456789',
  },
  /** A Basic monthly order as the shop stores it; the test names its reference and state. */
  storedOrder: (fields: Partial<StoredOrder> & { reference: string }): StoredOrder => ({
    plan: 'basic',
    cycle: 'monthly',
    amountPaise: 80_000,
    customerName: 'Meera Singh',
    customerMobile: '9876543210',
    provider: 'sandbox',
    status: 'PENDING',
    ...fields,
  }),
};

/** Stores orders straight in the database, as if a provider had taken them earlier. */
export async function seedOrders(orm: Orm, orders: StoredOrder[]): Promise<void> {
  const em = orm.em.fork();
  for (const order of orders) em.create(Order, order);
  await em.flush();
}

export function orderOf(orm: Orm, reference: string): Promise<Order> {
  return orm.em.fork().findOneOrFail(Order, { reference });
}

export function countOrders(orm: Orm): Promise<number> {
  return orm.em.fork().count(Order);
}

/** The kinds of an order's payment events, oldest first: its timeline. */
export async function eventKinds(orm: Orm, reference: string): Promise<string[]> {
  const events = await orm.em
    .fork()
    .find(PaymentEvent, { order: { reference } }, { orderBy: { id: 'asc' } });
  return events.map((event) => event.kind);
}
