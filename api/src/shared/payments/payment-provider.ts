import type { PaymentProviderName } from '../../../../common/billing';

/** What a provider needs to start a payment for one order. */
export interface PaymentStart {
  reference: string;
  amountPaise: number;
  customerMobile: string;
  /** Shown on a hosted checkout page (plan and cycle). */
  description: string;
  /** Site path the provider returns the visitor to after paying (/success?ref=...). */
  returnUrl: string;
  /** Site path the provider posts its server-to-server callback to. */
  callbackUrl: string;
}

export interface PaymentStarted {
  redirectUrl: string;
  providerPaymentId?: string | undefined;
}

/** The provider's word on a payment: from a verified callback or from a status check. */
export interface PaymentReport {
  reference: string;
  state: 'COMPLETED' | 'FAILED' | 'PENDING';
  amountPaise: number;
  providerPaymentId?: string | undefined;
  /** The provider's own code, kept in the timeline. */
  code: string;
}

/** A callback as it arrived: the raw bytes and the headers the signature lives in. */
export interface IncomingCallback {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One payment provider. `verifyCallback` answers null for anything whose signature does not
 * verify; `checkStatus` asks the provider directly and throws when it cannot get an answer
 * (timeout, network), so the order stays pending for the reconciler.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when no money moves (a sandbox or a provider's test host): its orders are tests. */
  readonly isTest: boolean;
  startPayment(start: PaymentStart): Promise<PaymentStarted>;
  verifyCallback(callback: IncomingCallback): PaymentReport | null;
  checkStatus(reference: string): Promise<PaymentReport>;
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
