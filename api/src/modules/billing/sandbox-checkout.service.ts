import type { ServiceContext } from '../../shared/context';
import { AppError, NotFoundError } from '../../shared/errors';
import { receivePaymentCallback } from './payment-callback.service';
import { PaymentProviderError } from '../../shared/payments/payment-provider';
import type { SandboxPayment } from './sandbox-payment.entity';
import { SandboxPaymentProvider } from './sandbox-provider';
import { publicOperation } from '../../shared/auth/operation';

/** The sandbox checkout could not settle the payment: shown as a page, never as a 500. */
class SandboxCheckoutError extends AppError {
  constructor(message: string, httpStatus: number) {
    super(message, 'SANDBOX_CHECKOUT_FAILED', httpStatus);
  }
}

/** The sandbox payment behind a checkout page; NotFound when there is none (or no sandbox). */
export const sandboxPayment = publicOperation(
  async (ctx: ServiceContext, reference: string): Promise<SandboxPayment> => {
    const payment = await sandboxOf(ctx)?.payment(reference);
    if (!payment) throw new NotFoundError('Unknown sandbox payment');
    return payment;
  },
);

/**
 * The tester pressed Pay or Fail: the sandbox's signed callback goes through the same
 * verification as any provider's, in-process, and the answer is where to send the browser.
 * A refused callback or a provider error becomes a SandboxCheckoutError (4xx, or 502).
 */
export const completeSandboxPayment = publicOperation(
  async (ctx: ServiceContext, reference: string, outcome: 'pay' | 'fail'): Promise<string> => {
    const sandbox = sandboxOf(ctx);
    if (!sandbox || !(await sandbox.payment(reference))) {
      throw new NotFoundError('Unknown sandbox payment');
    }
    try {
      const { callback, resultPath } = await sandbox.complete(reference, outcome);
      await receivePaymentCallback(ctx, sandbox.name, callback);
      return resultPath;
    } catch (error) {
      if (error instanceof AppError)
        throw new SandboxCheckoutError(error.message, error.httpStatus);
      if (error instanceof PaymentProviderError) throw new SandboxCheckoutError(error.message, 502);
      throw error;
    }
  },
);

function sandboxOf(ctx: ServiceContext): SandboxPaymentProvider | undefined {
  const provider = ctx.payments;
  return provider instanceof SandboxPaymentProvider ? provider : undefined;
}
