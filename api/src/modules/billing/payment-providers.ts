import type { PaymentSettings } from '../../payment-config';
import type { PaymentProvider } from './payment-provider';
import { PhonePePaymentProvider } from './phonepe-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/** The configured provider: the offline sandbox unless PAYMENT_PROVIDER names a real one. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.provider === 'phonepe') return new PhonePePaymentProvider(settings.phonePe);
  return new SandboxPaymentProvider(settings.sandboxSecret);
}
