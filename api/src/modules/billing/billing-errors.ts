import { PAYMENT_TEXTS } from '../../../../common/billing';
import { AppError } from '../../shared/errors';
import type { ServiceContext } from '../../shared/context';
import type { PaymentProvider } from './payment-provider';

/** The provider could not start the payment; the visitor sees the spec's text. */
export class PaymentInitiationError extends AppError {
  constructor() {
    super(PAYMENT_TEXTS.initiationFailed, 'PAYMENT_INITIATION_FAILED', 502);
  }
}

/** A callback whose signature does not verify: refused, nothing recorded. */
export class CallbackRejectedError extends AppError {
  constructor(message: string) {
    super(message, 'CALLBACK_REJECTED', 401);
  }
}

export function paymentsOf(ctx: ServiceContext): PaymentProvider {
  if (!ctx.payments) throw new Error('Payments are not configured for this context');
  return ctx.payments;
}
