import { z } from 'zod';
import { attributionSchema } from '../../../../common/attribution.schemas';
import { optionalEmail } from '../../../../common/contact-details';
import { LEAD_TEXT_MAX_LENGTH, leadMobileSchema, leadNameSchema } from '../../../../common/leads';
import { BILLING_CYCLES, PLAN_KEYS, priceFor, type PlanSelection } from '../../../../common/plans';
import type { ServiceContext } from '../../shared/context';
import { ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { createPayment, type PaymentRedirect } from './create-payment.service';
import { publicOperation } from '../../shared/auth/operation';

/**
 * The original payment page's body: { name, mobileNumber, amount } (rupees; the amount picks
 * the plan and cycle), and optionally an e-mail for the receipt.
 */
export const legacyPaymentSchema = z.object({
  name: leadNameSchema,
  mobileNumber: leadMobileSchema,
  email: optionalEmail(LEAD_TEXT_MAX_LENGTH),
  amount: z.number({ error: 'Amount must be a number of rupees' }),
  attribution: attributionSchema,
});

/**
 * The original's POST /api/v1/payment/create-payment. Its amount is only used to find which
 * plan and cycle the visitor chose (every price is distinct); the order is then priced from
 * the plan like any other, so a tampered amount buys nothing.
 */
export const createPaymentForAmount = publicOperation(
  async (
    ctx: ServiceContext,
    body: unknown,
    idempotencyKey: string | undefined,
  ): Promise<PaymentRedirect> => {
    const { name, mobileNumber, email, amount, attribution } = parseInput(
      legacyPaymentSchema,
      body,
    );
    const selection = planForAmount(amount);
    if (!selection) {
      throw new ValidationError('Amount does not match the price of any plan', {
        amount: 'does not match the price of any plan and billing cycle',
      });
    }
    return createPayment(ctx, {
      ...selection,
      name,
      mobile: mobileNumber,
      email,
      clientToken: idempotencyKey,
      attribution,
    });
  },
);

function planForAmount(amount: number): PlanSelection | null {
  for (const plan of PLAN_KEYS) {
    for (const cycle of BILLING_CYCLES) {
      if (priceFor(plan, cycle) === amount) return { plan, cycle };
    }
  }
  return null;
}
