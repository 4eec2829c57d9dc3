/**
 * Orders and payments: statuses, the payment request's validation, and the texts the web app
 * shows. The server prices every order from common/plans.ts; nothing here trusts an amount.
 */
import { z } from 'zod';
import { optionalEmail } from './contact-details';
import { LEAD_TEXT_MAX_LENGTH, leadMobileSchema, leadNameSchema } from './leads';
import { BILLING_CYCLES, PLAN_KEYS } from './plans';
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

/** A client's idempotency key (header or mutation argument): short, printable. */
export const clientTokenSchema = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, 'must be 8 to 100 letters, digits or . _ : -');

/** What the payment page sends: the plan and cycle chosen, and who is paying. */
export const paymentRequestSchema = z.object({
  plan: z.enum(PLAN_KEYS, { error: 'Choose a plan' }),
  cycle: z.enum(BILLING_CYCLES, { error: 'Choose a billing cycle' }),
  name: leadNameSchema,
  mobile: leadMobileSchema,
  /** Where the receipt goes; without one it goes to the mobile number on WhatsApp. */
  email: optionalEmail(LEAD_TEXT_MAX_LENGTH),
  clientToken: clientTokenSchema.optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** An order's public reference, as it appears in /success?ref=... */
export const orderReferenceSchema = z.string().regex(/^ORD[A-Z0-9]{16}$/, 'Unknown order');

/** The payment page's texts (spec: Payment failure). */
export const PAYMENT_TEXTS = {
  initiationFailed: 'Payment initiation failed.',
  somethingWrong: 'Something went wrong. Please try again.',
  noRefunds: 'All sales are final; no refunds once the service is activated',
  failure:
    'Unfortunately, your payment could not be processed. Please try again or contact support.',
} as const;
