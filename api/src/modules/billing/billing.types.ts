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
  valuesConfig: {
    CREATED: { description: 'Priced, not yet sent to the provider' },
    PENDING: { description: 'The payer is at the provider; no outcome yet' },
    PAID: { description: 'The provider confirmed the payment' },
    FAILED: { description: 'The payment failed or was refused' },
    EXPIRED: { description: 'No outcome within a day; given up' },
  },
});

export const PaymentEventKindEnum = Object.fromEntries(PAYMENT_EVENT_KINDS.map((k) => [k, k])) as {
  [K in PaymentEventKind]: K;
};
registerEnumType(PaymentEventKindEnum, {
  name: 'PaymentEventKind',
  description: "A step in an order's payment timeline",
  valuesConfig: {
    CREATED: { description: 'The order was priced and stored' },
    REDIRECTED: { description: "The payer was sent to the provider's checkout" },
    INITIATION_FAILED: { description: 'The provider refused to start the payment' },
    CALLBACK_RECEIVED: { description: "The provider's callback arrived and was verified" },
    CALLBACK_REJECTED: { description: 'A callback failed verification and was ignored' },
    VERIFIED: { description: 'The outcome was confirmed with the provider' },
    STATUS_CHECKED: { description: 'The server asked the provider for the status' },
    STATUS_CHECK_FAILED: { description: 'Asking the provider for the status failed' },
    EXPIRED: { description: 'The order expired without an outcome' },
  },
});

@ObjectType('PaymentRedirect', { description: 'Where to send the visitor to pay' })
export class PaymentRedirectType {
  @Field(() => String, {
    description: "The new order's reference (ORD followed by 16 letters and digits)",
  })
  reference!: string;

  @Field(() => String, { description: "The provider's checkout page" })
  url!: string;
}

@ObjectType('PaymentResult', {
  description: "An order's outcome for the result pages; never the customer's details",
})
export class PaymentResultType {
  @Field(() => String, { description: "The order's reference, as in /success?ref=" })
  reference!: string;

  @Field(() => String, { description: 'Plan key: basic, business or enterprise' })
  plan!: string;

  @Field(() => String, { description: 'monthly, quarterly, half-yearly or yearly' })
  cycle!: string;

  @Field(() => Int, { description: 'Amount in paise' })
  amountPaise!: number;

  @Field(() => OrderStatusEnum, { description: 'Where the payment is' })
  status!: OrderStatus;

  @Field(() => Boolean, {
    description: 'A test payment (sandbox or a provider test host): no money moved, not revenue',
  })
  isTest!: boolean;
}

@ObjectType('PaymentEvent', { description: "One step in an order's timeline" })
export class PaymentEventType {
  @Field(() => ID, { description: "The step's id" })
  id!: number;

  @Field(() => PaymentEventKindEnum, { description: 'What happened' })
  kind!: PaymentEventKind;

  @Field(() => String, { description: 'Details in words (provider codes, reasons)' })
  detail!: string;

  @Field(() => Date, { description: 'When it happened' })
  createdAt!: Date;
}

@ObjectType('Order', { description: 'An order with its payment timeline (staff only)' })
export class OrderType extends PaymentResultType {
  @Field(() => ID, { description: "The order's id" })
  id!: number;

  @Field(() => String, { description: "The payer's name" })
  customerName!: string;

  @Field(() => String, { description: "The payer's mobile number" })
  customerMobile!: string;

  @Field(() => String, { nullable: true, description: 'Where the receipt was e-mailed' })
  customerEmail!: string | null;

  @Field(() => String, { description: 'The payment provider: sandbox or phonepe' })
  provider!: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's own id of the payment, once known",
  })
  providerPaymentId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the payment was confirmed' })
  paidAt!: Date | null;

  @Field(() => Date, { description: 'When the order was started' })
  createdAt!: Date;

  @Field(() => [PaymentEventType], { description: 'The payment timeline, oldest first' })
  events!: PaymentEventType[];
}

@ObjectType('OrderPage', { description: 'One page of orders' })
export class OrderPageType extends PageOf(OrderType) {}

@ObjectType('OrderTotals', { description: 'Figures for the admin dashboard' })
export class OrderTotalsType {
  @Field(() => Int, { description: 'How many orders are paid' })
  paidOrders!: number;

  @Field(() => Int, { description: 'Sum of paid orders, in paise' })
  revenuePaise!: number;

  @Field(() => Int, { description: 'How many orders still wait for the provider' })
  pendingOrders!: number;
}

export const OrderSortInput = sortInput(ORDER_SORT, 'OrderSort', 'The order of the orders list');
