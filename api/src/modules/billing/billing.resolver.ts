import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { PaymentEventKind } from '../../../../common/billing';
import type { ServiceContext } from '../../shared/context';
import { OrdersArgs, PaymentInput } from './billing.inputs';
import {
  OrderPageType,
  OrderTotalsType,
  PaymentRedirectType,
  PaymentResultType,
} from './billing.types';
import { createPayment, type PaymentRedirect } from './create-payment.service';
import { orderResultOf, paymentResult, type OrderResult } from './order-result.service';
import {
  listOrders,
  orderTotals,
  type OrderTotals,
  type OrderWithTimeline,
} from './orders-admin.service';

@Resolver()
export class BillingResolver {
  @Mutation(() => PaymentRedirectType, {
    description: "Prices the plan, stores the order and answers the provider's checkout url",
  })
  createPayment(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => PaymentInput, { description: 'The plan, cycle and payer' })
    input: PaymentInput,
  ): Promise<PaymentRedirect> {
    const { plan, cycle, name, mobile, email, clientToken, attribution } = input;
    return createPayment(ctx, {
      plan,
      cycle,
      name,
      mobile,
      email,
      clientToken: clientToken ?? undefined,
      attribution,
    });
  }

  @Query(() => PaymentResultType, { description: "An order's outcome by its reference" })
  paymentResult(
    @Ctx() ctx: ServiceContext,
    @Arg('reference', () => String, { description: "The order's reference (ORD...)" })
    reference: string,
  ): Promise<OrderResult> {
    return paymentResult(ctx, reference);
  }

  @Authorized(listOrders.access)
  @Query(() => OrderPageType, {
    description: 'Orders, newest first unless sorted, with their timelines',
  })
  async orders(
    @Ctx() ctx: ServiceContext,
    @Args(() => OrdersArgs) args: OrdersArgs,
  ): Promise<{ total: number; items: OrderView[] }> {
    const page = await listOrders(ctx, args);
    return { total: page.total, items: page.items.map(orderView) };
  }

  @Authorized(orderTotals.access)
  @Query(() => OrderTotalsType, { description: 'Paid orders, revenue and pending orders' })
  orderTotals(@Ctx() ctx: ServiceContext): Promise<OrderTotals> {
    return orderTotals(ctx);
  }
}

/** An order as staff see it: every column but the idempotency key, plus its timeline. */
interface OrderView extends OrderResult {
  id: number;
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  provider: string;
  providerPaymentId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  events: { id: number; kind: PaymentEventKind; detail: string; createdAt: Date }[];
}

function orderView({ order, events }: OrderWithTimeline): OrderView {
  return {
    ...orderResultOf(order),
    id: order.id,
    customerName: order.customerName,
    customerMobile: order.customerMobile,
    customerEmail: order.customerEmail ?? null,
    provider: order.provider,
    providerPaymentId: order.providerPaymentId ?? null,
    paidAt: order.paidAt ?? null,
    createdAt: order.createdAt,
    events: events.map(({ id, kind, detail, createdAt }) => ({ id, kind, detail, createdAt })),
  };
}
