import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type IncomingCallback,
  type PaymentProvider,
  type PaymentReport,
  type PaymentStart,
  type PaymentStarted,
} from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CHECKOUT_PATH = '/api/v1/payment/sandbox';

/** A payment as the sandbox "provider" holds it. */
export interface SandboxPayment {
  reference: string;
  paymentId: string;
  amountPaise: number;
  description: string;
  state: PaymentReport['state'];
  returnUrl: string;
}

/** A tester's choice, as the callback the merchant receives and the browser's next page. */
export interface SandboxCompletion {
  callback: IncomingCallback;
  resultPath: string;
}

/**
 * A stand-in provider that runs inside our own server, so the demo and the tests go through
 * the whole path offline: hosted checkout page, signed callback, status check.
 * Payments live in memory: a restart forgets them, and their orders then expire.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** No money ever moves: every order it takes is a test payment. */
  readonly isTest = true;
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(private readonly secret: string = randomBytes(32).toString('hex')) {}

  startPayment(start: PaymentStart): Promise<PaymentStarted> {
    const paymentId = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
    this.payments.set(start.reference, {
      reference: start.reference,
      paymentId,
      amountPaise: start.amountPaise,
      description: start.description,
      state: 'PENDING',
      returnUrl: start.returnUrl,
    });
    return Promise.resolve({
      redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${start.reference}`,
      providerPaymentId: paymentId,
    });
  }

  payment(reference: string): SandboxPayment | undefined {
    return this.payments.get(reference);
  }

  /**
   * The tester's choice on the checkout page: records it and answers the signed callback a
   * provider would send, for the merchant to receive in-process (no request leaves the server,
   * so no address is ever taken from the visitor's request), plus where to send the browser.
   */
  complete(reference: string, outcome: 'pay' | 'fail'): SandboxCompletion {
    const payment = this.payments.get(reference);
    if (!payment) throw new PaymentProviderError('Unknown sandbox payment');
    if (payment.state === 'PENDING') payment.state = outcome === 'pay' ? 'COMPLETED' : 'FAILED';
    const rawBody = Buffer.from(JSON.stringify(this.reportOf(payment)));
    const page = payment.state === 'COMPLETED' ? '/success' : '/failure';
    return {
      callback: {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: this.sign(rawBody),
        },
      },
      resultPath: `${page}?ref=${encodeURIComponent(reference)}`,
    };
  }

  sign(body: string | Buffer): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }

  verifyCallback({ rawBody, headers }: IncomingCallback): PaymentReport | null {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !sameHex(signature, this.sign(rawBody))) return null;
    return parseReport(rawBody);
  }

  checkStatus(reference: string): Promise<PaymentReport> {
    const payment = this.payments.get(reference);
    if (!payment) return Promise.reject(new PaymentProviderError('Unknown sandbox payment'));
    return Promise.resolve(this.reportOf(payment));
  }

  private reportOf(payment: SandboxPayment): PaymentReport {
    return {
      reference: payment.reference,
      state: payment.state,
      amountPaise: payment.amountPaise,
      providerPaymentId: payment.paymentId,
      code: `SANDBOX_${payment.state}`,
    };
  }
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseReport(rawBody: Buffer): PaymentReport | null {
  try {
    const value = JSON.parse(rawBody.toString('utf8')) as Partial<PaymentReport>;
    const states = ['COMPLETED', 'FAILED', 'PENDING'];
    if (
      typeof value.reference !== 'string' ||
      typeof value.amountPaise !== 'number' ||
      typeof value.state !== 'string' ||
      !states.includes(value.state)
    ) {
      return null;
    }
    return {
      reference: value.reference,
      state: value.state,
      amountPaise: value.amountPaise,
      providerPaymentId:
        typeof value.providerPaymentId === 'string' ? value.providerPaymentId : undefined,
      code: typeof value.code === 'string' ? value.code : 'SANDBOX',
    };
  } catch {
    return null;
  }
}
