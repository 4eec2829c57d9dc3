import { z } from 'zod';
import { booleanFlag } from './shared/env-flag';
import { SITE } from '../../common/site';
import { LOGIN_FAILURE_LIMIT } from '../../common/staff';
import { API_TOKEN_RATE_LIMIT } from '../../common/api-tokens';
import {
  paymentEnvShape,
  paymentSettings,
  requirePhonePeSettings,
  requireRealPaymentsInProduction,
  requireSharedSandboxSecret,
} from './payment-config';
import {
  requireConsistentStorageSettings,
  storageEnvShape,
  storageSettings,
} from './shared/storage/storage-settings';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .url()
    .refine(
      (url) => /^postgres(ql)?:\/\//.test(url),
      'must start with postgres:// or postgresql://',
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  DEMO_CONTENT: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  // Request limits: the web app's heaviest query has depth 4, cost about 150, no aliases or
  // directives and about 330 tokens, so the defaults leave it room and refuse abuse.
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(100).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).max(10_000).default(15),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).max(10_000).default(20),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(1_000_000).default(1000),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  APPLY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  PAYMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(LOGIN_FAILURE_LIMIT),
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(API_TOKEN_RATE_LIMIT),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  TWO_FACTOR_REQUIRED_FOR_ADMINS: booleanFlag.default(false),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ...paymentEnvShape,
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  // Below the outbox worker's 60 s lease, so an attempt always ends before another may start.
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(10_000),
  PUBLISH_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  WHATSAPP_API_URL: z.url().optional(),
  WHATSAPP_LICENCE: z.string().min(1).optional(),
  WHATSAPP_API_KEY: z.string().min(1).optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${SITE.name} <${SITE.email}>`),
  HIRING_EMAIL: z.email().default(SITE.careersEmail),
  SALES_EMAIL: z.email().default(SITE.email),
  ...storageEnvShape,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema
    .superRefine(requirePhonePeSettings)
    .superRefine(requireProductionSettings)
    .superRefine(requireRealPaymentsInProduction)
    .superRefine(requireSharedSandboxSecret)
    .superRefine(requireConsistentStorageSettings)
    .safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl =
    e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    demoContent: e.DEMO_CONTENT ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    ssrCacheTtlMs: e.SSR_CACHE_TTL_MS,
    publicPageCacheSeconds: e.PUBLIC_PAGE_CACHE_SECONDS,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
    },
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    leadRateLimit: e.LEAD_RATE_LIMIT,
    applicationRateLimit: e.APPLY_RATE_LIMIT,
    paymentRateLimit: e.PAYMENT_RATE_LIMIT,
    loginFailureLimit: e.LOGIN_FAILURE_LIMIT,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    passwordResetRateLimit: e.PASSWORD_RESET_RATE_LIMIT,
    twoFactorRequiredForAdmins: e.TWO_FACTOR_REQUIRED_FOR_ADMINS,
    sessionSecret: e.SESSION_SECRET,
    payments: paymentSettings(e, publicUrl),
    outbox: { pollMs: e.OUTBOX_POLL_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS },
    webhooks: {
      allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    publishing: { pollMs: e.PUBLISH_POLL_MS },
    whatsapp: whatsappSettings(e),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      hiringEmail: e.HIRING_EMAIL,
      salesEmail: e.SALES_EMAIL,
    },
    storage: storageSettings(e),
    shutdown: { drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS, graceMs: e.SHUTDOWN_GRACE_MS },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Production refuses to guess what must be decided: a secret made up on one server signs
 * sessions no other server accepts, and a public address guessed from HOST and PORT ends up in
 * canonical links and payment return addresses.
 */
function requireProductionSettings(e: z.output<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (e.NODE_ENV !== 'production') return;
  const required = {
    SESSION_SECRET: 'required in production: 32+ random characters, the same on every server',
    PUBLIC_URL: "required in production: the site's public address, such as https://www.example.in",
  } as const;
  for (const [key, message] of Object.entries(required)) {
    if (!e[key as keyof typeof required]) ctx.addIssue({ code: 'custom', path: [key], message });
  }
}

/** The WhatsApp API is used only when all three settings are present; otherwise messages are logged. */
function whatsappSettings(e: z.output<typeof envSchema>) {
  const { WHATSAPP_API_URL: apiUrl, WHATSAPP_LICENCE: licence, WHATSAPP_API_KEY: apiKey } = e;
  return apiUrl && licence && apiKey ? { apiUrl, licence, apiKey } : undefined;
}

/** Express's trust proxy: a hop count ('1'), or addresses and subnets ('loopback, 10.0.0.0/8'). */
function trustProxySetting(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}
