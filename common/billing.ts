/**
 * Orders and payments: statuses and the texts the web app shows (the payment request's
 * validation is in billing.schemas.ts, so pages showing an outcome load no zod). The server
 * prices every order from common/plans.ts; nothing here trusts an amount.
 */
import { sortableList } from './sorting';

export const ORDER_STATUSES = ['CREATED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The Orders screen's sort choices; newest first unless staff choose another. */
export const ORDER_SORT = sortableList(
  ['CREATED_AT', 'REFERENCE', 'STATUS', 'AMOUNT', 'CUSTOMER_NAME'],
  { field: 'CREATED_AT', direction: 'DESC' },
);
export type OrderSortField = (typeof ORDER_SORT.fields)[number];

/** Statuses an order never leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'FAILED', 'EXPIRED'];

export const PAYMENT_EVENT_KINDS = [
  'CREATED',
  'REDIRECTED',
  'INITIATION_FAILED',
  'CALLBACK_RECEIVED',
  'CALLBACK_REJECTED',
  'VERIFIED',
  'STATUS_CHECKED',
  'STATUS_CHECK_FAILED',
  'EXPIRED',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'phonepe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The payment page's texts (spec: Payment failure). */
export const PAYMENT_TEXTS = {
  initiationFailed: 'Payment initiation failed.',
  somethingWrong: 'Something went wrong. Please try again.',
  noRefunds: 'All sales are final; no refunds once the service is activated',
  failure:
    'Unfortunately, your payment could not be processed. Please try again or contact support.',
} as const;
