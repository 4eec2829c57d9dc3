import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  ORDER_SORT,
  ORDER_STATUSES,
  PAYMENT_EVENT_KINDS,
  type OrderStatus,
  type PaymentEventKind,
} from '../../../../common/billing';

export const OrderStatusEnum = Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) as {
  [S in OrderStatus]: S;
};
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description: 'CREATED, then PENDING at the provider, then PAID, FAILED or EXPIRED',
});

export const PaymentEventKindEnum = Object.fromEntries(PAYMENT_EVENT_KINDS.map((k) => [k, k])) as {
  [K in PaymentEventKind]: K;
};
registerEnumType(PaymentEventKindEnum, { name: 'PaymentEventKind' });

@ObjectType('PaymentRedirect', { description: 'Where to send the visitor to pay' })
export class PaymentRedirectType {
  @Field(() => String)
  reference!: string;

  @Field(() => String, { description: "The provider's checkout page" })
  url!: string;
}

@ObjectType('PaymentResult', {
  description: "An order's outcome for the result pages; never the customer's details",
})
export class PaymentResultType {
  @Field(() => String)
  reference!: string;

  @Field(() => String, { description: 'Plan key: basic, business or enterprise' })
  plan!: string;

  @Field(() => String, { description: 'monthly, quarterly, half-yearly or yearly' })
  cycle!: string;

  @Field(() => Int, { description: 'Amount in paise' })
  amountPaise!: number;

  @Field(() => OrderStatusEnum)
  status!: OrderStatus;

  @Field(() => Boolean, {
    description: 'A test payment (sandbox or a provider test host): no money moved, not revenue',
  })
  isTest!: boolean;
}

@ObjectType('PaymentEvent', { description: "One step in an order's timeline" })
export class PaymentEventType {
  @Field(() => ID)
  id!: number;

  @Field(() => PaymentEventKindEnum)
  kind!: PaymentEventKind;

  @Field(() => String)
  detail!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Order', { description: 'An order with its payment timeline (staff only)' })
export class OrderType extends PaymentResultType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  customerName!: string;

  @Field(() => String)
  customerMobile!: string;

  @Field(() => String, { nullable: true, description: 'Where the receipt was e-mailed' })
  customerEmail!: string | null;

  @Field(() => String)
  provider!: string;

  @Field(() => String, { nullable: true })
  providerPaymentId!: string | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [PaymentEventType])
  events!: PaymentEventType[];
}

@ObjectType('OrderPage')
export class OrderPageType extends PageOf(OrderType) {}

@ObjectType('OrderTotals', { description: 'Figures for the admin dashboard' })
export class OrderTotalsType {
  @Field(() => Int)
  paidOrders!: number;

  @Field(() => Int, { description: 'Sum of paid orders, in paise' })
  revenuePaise!: number;

  @Field(() => Int)
  pendingOrders!: number;
}

export const OrderSortInput = sortInput(ORDER_SORT, 'OrderSort', 'The order of the orders list');
