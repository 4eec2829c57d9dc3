import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../common/billing';

const MINUTE = 60_000;
const PHONEPE_UAT_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

/** Payment settings in the environment (README: Configuration). */
export const paymentEnvShape = {
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYMENT_RECHECK_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(5 * MINUTE),
  PAYMENT_EXPIRE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(MINUTE)
    .max(30 * 86_400_000)
    .default(24 * 60 * MINUTE),
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(MINUTE),
  PHONEPE_MERCHANT_ID: z.string().min(1).optional(),
  PHONEPE_SALT_KEY: z.string().min(1).optional(),
  PHONEPE_SALT_INDEX: z.coerce.number().int().min(1).default(1),
  PHONEPE_BASE_URL: z.url().default(PHONEPE_UAT_URL),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

/** PAYMENT_PROVIDER=phonepe without its credentials stops the start, naming what is missing. */
export function requirePhonePeSettings(env: PaymentEnv, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER !== 'phonepe') return;
  for (const key of ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required for phonepe' });
  }
}

export function paymentSettings(env: PaymentEnv, publicUrl: string) {
  return {
    provider: env.PAYMENT_PROVIDER,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
    recheckAfterMs: env.PAYMENT_RECHECK_AFTER_MS,
    expireAfterMs: env.PAYMENT_EXPIRE_AFTER_MS,
    reconcileIntervalMs: env.PAYMENT_RECONCILE_INTERVAL_MS,
    phonePe: {
      merchantId: env.PHONEPE_MERCHANT_ID ?? '',
      saltKey: env.PHONEPE_SALT_KEY ?? '',
      saltIndex: env.PHONEPE_SALT_INDEX,
      baseUrl: env.PHONEPE_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.PAYMENT_TIMEOUT_MS,
      /** PhonePe needs absolute return and callback addresses on our public origin. */
      publicUrl,
    },
  };
}

export type PaymentSettings = ReturnType<typeof paymentSettings>;
