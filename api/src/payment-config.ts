import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../common/billing';
import { booleanFlag } from './shared/env-flag';

const MINUTE = 60_000;
const PHONEPE_UAT_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';
/** PhonePe's test (UAT) host: it answers like the real one but no money moves. */
const PHONEPE_TEST_HOST = new URL(PHONEPE_UAT_URL).hostname;

/** Payment settings in the environment (README: Configuration). */
export const paymentEnvShape = {
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  /** A public demo on a production start may take test payments only when this says so. */
  PAYMENT_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
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

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>> & {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
};

/** PAYMENT_PROVIDER=phonepe without its credentials stops the start, naming what is missing. */
export function requirePhonePeSettings(env: PaymentEnv, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER !== 'phonepe') return;
  for (const key of ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required for phonepe' });
  }
}

/**
 * On a database server (DATABASE_URL) the app may run as several servers behind one address:
 * a sandbox callback signed on one must verify on the others, so they share one configured key.
 * The embedded database has one server, which makes up its own key at each start.
 */
export function requireSharedSandboxSecret(env: PaymentEnv, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER !== 'sandbox' || !env.DATABASE_URL || env.PAYMENT_SANDBOX_SECRET) return;
  ctx.addIssue({
    code: 'custom',
    path: ['PAYMENT_SANDBOX_SECRET'],
    message:
      'required when DATABASE_URL is set and PAYMENT_PROVIDER is sandbox: 32+ random characters, the same on every server',
  });
}

/**
 * A production start refuses a provider that moves no money (the sandbox, PhonePe's test host):
 * every order would be marked paid for free. PAYMENT_SANDBOX_IN_PRODUCTION allows it for a
 * public demo, and the start then logs it loudly (see createPaymentProvider).
 */
export function requireRealPaymentsInProduction(env: PaymentEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX_IN_PRODUCTION) return;
  const demoEscape = 'or set PAYMENT_SANDBOX_IN_PRODUCTION=true for a demo that takes no money';
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: `required in production: the built-in sandbox takes no money; set phonepe (with its credentials), ${demoEscape}`,
    });
  } else if (isPhonePeTestHost(env.PHONEPE_BASE_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PHONEPE_BASE_URL'],
      message: `is PhonePe's test host, which takes no money; set PhonePe's production host, ${demoEscape}`,
    });
  }
}

function isPhonePeTestHost(baseUrl: string): boolean {
  return new URL(baseUrl).hostname === PHONEPE_TEST_HOST;
}

export function paymentSettings(env: PaymentEnv, publicUrl: string) {
  return {
    provider: env.PAYMENT_PROVIDER,
    /** Test payments on a production start, allowed on purpose (logged at start). */
    sandboxInProduction: env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX_IN_PRODUCTION,
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
      isTestHost: isPhonePeTestHost(env.PHONEPE_BASE_URL),
      timeoutMs: env.PAYMENT_TIMEOUT_MS,
      /** PhonePe needs absolute return and callback addresses on our public origin. */
      publicUrl,
    },
  };
}

export type PaymentSettings = ReturnType<typeof paymentSettings>;
