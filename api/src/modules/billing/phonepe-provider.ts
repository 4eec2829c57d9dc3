import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type IncomingCallback,
  type PaymentProvider,
  type PaymentReport,
  type PaymentStart,
  type PaymentStarted,
} from '../../shared/payments/payment-provider';

/**
 * PhonePe Standard Checkout (PG v1), as documented at developer.phonepe.com/v1/reference:
 * pay-api-1 (POST /pg/v1/pay), check-status-api-1 (GET /pg/v1/status/{merchantId}/{id}) and
 * the server-to-server callback. Every request and callback carries
 * X-VERIFY = SHA256(payload + path + salt key) + '###' + salt index.
 */
export interface PhonePeSettings {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  /** https://api.phonepe.com/apis/hermes (production) or the UAT pg-sandbox host. */
  baseUrl: string;
  /** The base URL is PhonePe's test (UAT) host: payments there move no money. */
  isTestHost: boolean;
  /** How long one call to PhonePe may take before the payment is left pending. */
  timeoutMs: number;
  /** Our public origin; return and callback paths are resolved against it. */
  publicUrl: string;
}

const PAY_PATH = '/pg/v1/pay';

/** PhonePe's answer to a status check and the decoded body of its callback. */
interface PhonePeAnswer {
  success?: boolean;
  code?: string;
  data?: {
    merchantTransactionId?: string;
    transactionId?: string;
    amount?: number;
    state?: string;
    instrumentResponse?: { redirectInfo?: { url?: string } };
  };
}

export class PhonePePaymentProvider implements PaymentProvider {
  readonly name = 'phonepe' as const;
  readonly isTest: boolean;

  constructor(private readonly settings: PhonePeSettings) {
    this.isTest = settings.isTestHost;
  }

  async startPayment(start: PaymentStart): Promise<PaymentStarted> {
    const request = Buffer.from(
      JSON.stringify({
        merchantId: this.settings.merchantId,
        merchantTransactionId: start.reference,
        merchantUserId: `MU${start.customerMobile}`,
        amount: start.amountPaise,
        redirectUrl: new URL(start.returnUrl, this.settings.publicUrl).href,
        redirectMode: 'REDIRECT',
        callbackUrl: new URL(start.callbackUrl, this.settings.publicUrl).href,
        mobileNumber: start.customerMobile,
        paymentInstrument: { type: 'PAY_PAGE' },
      }),
    ).toString('base64');
    const answer = await this.call(PAY_PATH, {
      method: 'POST',
      headers: { 'X-VERIFY': this.checksum(request + PAY_PATH) },
      body: JSON.stringify({ request }),
    });
    const url = answer.data?.instrumentResponse?.redirectInfo?.url;
    if (!answer.success || !url) {
      throw new PaymentProviderError(`PhonePe refused the payment: ${answer.code ?? 'no code'}`);
    }
    return { redirectUrl: url };
  }

  verifyCallback({ rawBody, headers }: IncomingCallback): PaymentReport | null {
    const xVerify = headers['x-verify'];
    const encoded = encodedResponseOf(rawBody);
    if (typeof xVerify !== 'string' || !encoded) return null;
    if (!sameText(xVerify, this.checksum(encoded))) return null;
    try {
      const answer = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as PhonePeAnswer;
      return reportOf(answer);
    } catch {
      return null;
    }
  }

  async checkStatus(reference: string): Promise<PaymentReport> {
    const path = `/pg/v1/status/${this.settings.merchantId}/${encodeURIComponent(reference)}`;
    const answer = await this.call(path, {
      method: 'GET',
      headers: { 'X-VERIFY': this.checksum(path), 'X-MERCHANT-ID': this.settings.merchantId },
    });
    const report = reportOf(answer);
    if (!report) throw new PaymentProviderError(`PhonePe status unreadable: ${answer.code ?? '?'}`);
    return report;
  }

  private checksum(payload: string): string {
    const hash = createHash('sha256')
      .update(payload + this.settings.saltKey)
      .digest('hex');
    return `${hash}###${this.settings.saltIndex}`;
  }

  private async call(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<PhonePeAnswer> {
    let response: Response;
    try {
      response = await fetch(this.settings.baseUrl + path, {
        ...init,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`PhonePe did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as PhonePeAnswer;
    } catch {
      throw new PaymentProviderError(`PhonePe answered ${response.status} without JSON`);
    }
  }
}

/** The callback body is JSON { response: base64 }; the checksum covers that base64 text. */
function encodedResponseOf(rawBody: Buffer): string | null {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as { response?: unknown };
    return typeof body.response === 'string' ? body.response : null;
  } catch {
    return null;
  }
}

function reportOf(answer: PhonePeAnswer): PaymentReport | null {
  const data = answer.data;
  if (!data?.merchantTransactionId || typeof data.amount !== 'number') return null;
  const state =
    data.state === 'COMPLETED' ? 'COMPLETED' : data.state === 'FAILED' ? 'FAILED' : 'PENDING';
  return {
    reference: data.merchantTransactionId,
    state,
    amountPaise: data.amount,
    providerPaymentId: data.transactionId,
    code: answer.code ?? 'UNKNOWN',
  };
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
