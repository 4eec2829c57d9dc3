import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Orm } from '../../db/orm';
import {
  PaymentProviderError,
  type IncomingCallback,
  type PaymentProvider,
  type PaymentReport,
  type PaymentStart,
  type PaymentStarted,
} from '../../shared/payments/payment-provider';
import { SandboxPayment } from './sandbox-payment.entity';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CHECKOUT_PATH = '/api/v1/payment/sandbox';

/** A tester's choice, as the callback the merchant receives and the browser's next page. */
export interface SandboxCompletion {
  callback: IncomingCallback;
  resultPath: string;
}

/**
 * A stand-in provider that runs inside our own server, so the demo and the tests go through
 * the whole path offline: hosted checkout page, signed callback, status check. Its payments
 * live in the database, so every server (and a restarted one) knows them; callbacks are signed
 * with PAYMENT_SANDBOX_SECRET, the same on every server.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** No money ever moves: every order it takes is a test payment. */
  readonly isTest = true;

  constructor(
    private readonly orm: Orm,
    private readonly secret: string = randomBytes(32).toString('hex'),
  ) {}

  async startPayment(start: PaymentStart): Promise<PaymentStarted> {
    const em = this.orm.em.fork();
    const payment = em.create(SandboxPayment, {
      reference: start.reference,
      paymentId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
      amountPaise: start.amountPaise,
      description: start.description,
    });
    await em.flush();
    return {
      redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${start.reference}`,
      providerPaymentId: payment.paymentId,
    };
  }

  payment(reference: string): Promise<SandboxPayment | null> {
    return this.orm.em.fork().findOne(SandboxPayment, { reference });
  }

  /**
   * The tester's choice on the checkout page: records it and answers the signed callback a
   * provider would send, for the merchant to receive in-process (no request leaves the server,
   * so no address is ever taken from the visitor's request), plus where to send the browser.
   * Only a pending payment changes, in one conditional update: when two presses race on two
   * servers, the first one decides and both answer what it decided.
   */
  async complete(reference: string, outcome: 'pay' | 'fail'): Promise<SandboxCompletion> {
    const em = this.orm.em.fork();
    await em.nativeUpdate(
      SandboxPayment,
      { reference, state: 'PENDING' },
      { state: outcome === 'pay' ? 'COMPLETED' : 'FAILED', updatedAt: new Date() },
    );
    const payment = await em.findOne(SandboxPayment, { reference });
    if (!payment) throw new PaymentProviderError('Unknown sandbox payment');
    const rawBody = Buffer.from(JSON.stringify(reportOf(payment)));
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

  async checkStatus(reference: string): Promise<PaymentReport> {
    const payment = await this.payment(reference);
    if (!payment) throw new PaymentProviderError('Unknown sandbox payment');
    return reportOf(payment);
  }
}

function reportOf(payment: SandboxPayment): PaymentReport {
  return {
    reference: payment.reference,
    state: payment.state,
    amountPaise: payment.amountPaise,
    providerPaymentId: payment.paymentId,
    code: `SANDBOX_${payment.state}`,
  };
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
