import type { Orm } from '../../db/orm';
import type { PaymentSettings } from '../../payment-config';
import type { Logger } from '../../shared/logger';
import type { PaymentProvider } from '../../shared/payments/payment-provider';
import { PhonePePaymentProvider } from './phonepe-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/**
 * The configured provider: the offline sandbox unless PAYMENT_PROVIDER names a real one. A
 * production start that was allowed test payments says so loudly, so nobody mistakes it for a
 * shop taking money.
 */
export function createPaymentProvider(
  settings: PaymentSettings,
  logger: Logger,
  orm: Orm,
): PaymentProvider {
  const provider =
    settings.provider === 'phonepe'
      ? new PhonePePaymentProvider(settings.phonePe)
      : new SandboxPaymentProvider(orm, settings.sandboxSecret);
  if (settings.sandboxInProduction && provider.isTest) {
    logger.error(
      { provider: provider.name, setting: 'PAYMENT_SANDBOX_IN_PRODUCTION' },
      'PRODUCTION IS TAKING TEST PAYMENTS: no money moves; orders are marked as tests and left out of revenue',
    );
  }
  return provider;
}
