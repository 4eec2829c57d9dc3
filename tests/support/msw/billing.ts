import { HttpResponse } from 'msw';
import type { OrderStatus } from '../../../common/billing';
import {
  AdminOrderListDocument,
  PaymentResultDocument,
  type AdminOrderListQuery,
  type AdminOrderListQueryVariables,
  type PaymentResultQuery,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, pageOf, type Stub } from './stubs';

/** A Business yearly order PhonePe took and verified, with its two-event timeline. */
export const paidOrder = {
  __typename: 'Order' as const,
  id: '1',
  reference: 'ORDABCDEFGHJKLMNPQR',
  plan: 'business',
  cycle: 'yearly',
  amountPaise: 1_000_000,
  customerName: 'Priya Sharma',
  customerMobile: '9876543210',
  status: 'PAID' as const,
  isTest: false,
  provider: 'phonepe',
  createdAt: '2026-02-01T10:00:00.000Z',
  events: [
    {
      __typename: 'PaymentEvent' as const,
      id: '10',
      kind: 'CREATED' as const,
      detail: '',
      createdAt: '2026-02-01T10:00:00.000Z',
    },
    {
      __typename: 'PaymentEvent' as const,
      id: '11',
      kind: 'VERIFIED' as const,
      detail: 'amount matches',
      createdAt: '2026-02-01T10:01:00.000Z',
    },
  ],
};
type ListedOrder = typeof paidOrder;

/** Order number n of a long list, each with its own id and reference. */
export const nthOrder = (n: number): ListedOrder => ({
  ...paidOrder,
  id: String(n),
  reference: `ORD${String(n).padStart(16, '0')}`,
});

/** One page of the staff's order list; `total` counts the whole list. */
export const ordersPage = (items: AdminOrderListQuery['orders']['items'], total = items.length) =>
  HttpResponse.json<{ data: { orders: AdminOrderListQuery['orders'] } }>({
    data: { orders: pageOf('OrderPage', items, total) },
  });

/** The order list holding `orders` (or a stub's answer), recording what each request asked. */
export function serveOrders(
  orders: ListedOrder[],
  when: Stub<AdminOrderListQueryVariables, ListedOrder[]>[] = [],
) {
  const asked: AdminOrderListQueryVariables[] = [];
  mockApi.use(
    graphqlApi.query(AdminOrderListDocument, ({ variables }) => {
      asked.push(variables);
      return ordersPage(answerFor(variables, when, orders));
    }),
  );
  return asked;
}

/** The reference the payment result stubs answer for. */
export const PAYMENT_REFERENCE = 'ORDABCDEFGHJKLMNPQR';

/** The server's answer about an Enterprise yearly order in `status`, from the sandbox when `isTest`. */
export function servePaymentResult(status: OrderStatus, isTest = false): void {
  mockApi.use(
    graphqlApi.query(PaymentResultDocument, () =>
      HttpResponse.json<{
        data: {
          paymentResult: PaymentResultQuery['paymentResult'] & { __typename: 'PaymentResult' };
        };
      }>({
        data: {
          paymentResult: {
            __typename: 'PaymentResult',
            reference: PAYMENT_REFERENCE,
            plan: 'enterprise',
            cycle: 'yearly',
            amountPaise: 2_880_000,
            status,
            isTest,
          },
        },
      }),
    ),
  );
}
