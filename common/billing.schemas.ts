/** Input rules for payments, enforced by the api and checked first by the payment form. */
import { z } from 'zod';
import { optionalEmail } from './contact-details';
import { LEAD_TEXT_MAX_LENGTH, leadMobileSchema, leadNameSchema } from './leads';
import { BILLING_CYCLES, PLAN_KEYS } from './plans';

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
