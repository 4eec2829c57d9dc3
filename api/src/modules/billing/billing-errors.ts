import { PAYMENT_TEXTS } from '../../../../common/billing';
import { AppError } from '../../shared/errors';

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
