import type { AppConfig } from './config';
import type { Orm } from './db/orm';
import { createPaymentProvider } from './modules/billing/payment-providers';
import { PreviewTokens } from './shared/auth/preview-tokens';
import { SecretBox } from './shared/auth/secret-box';
import { loadSessionSecret, SessionTokens } from './shared/auth/session-tokens';
import { AdjustableClock, systemClock, type Clock } from './shared/clock';
import type { AppServices } from './shared/context';
import type { Logger } from './shared/logger';
import { createRateLimits, type SharedCounters } from './shared/rate-limit';
import { SqlRateLimitStore } from './shared/rate-limit-sql-store';
import { createFileStorage } from './shared/storage/create-file-storage';

/** The app's services, created once per app and shared by GraphQL and REST. */
export function createAppServices(config: AppConfig, orm: Orm, logger: Logger): AppServices {
  const secret = loadSessionSecret(config.sessionSecret, config.dataDir);
  // Only tests may move time (POST /__test/clock); everywhere else it is the system's.
  const clock: Clock = config.env === 'test' ? new AdjustableClock() : systemClock;
  return {
    rateLimits: createRateLimits(config, sharedCounters(config, orm, logger)),
    sessionTokens: new SessionTokens(secret),
    secrets: new SecretBox(secret),
    payments: createPaymentProvider(config.payments, logger, orm),
    storage: createFileStorage(config.storage, logger),
    hiringEmail: config.mail.hiringEmail,
    allowPrivateWebhookAddresses: config.webhooks.allowPrivateAddresses,
    salesEmail: config.mail.salesEmail,
    publicUrl: config.publicUrl,
    twoFactorRequiredForAdmins: config.twoFactorRequiredForAdmins,
    clock,
    previewTokens: new PreviewTokens(secret, clock),
  };
}

/**
 * On PostgreSQL several servers may share the database, so limits are counted there; the
 * embedded database belongs to one process, whose memory is enough (and cheaper).
 */
function sharedCounters(config: AppConfig, orm: Orm, logger: Logger): SharedCounters | undefined {
  if (!config.databaseUrl) return undefined;
  return { store: new SqlRateLimitStore(orm), logger };
}
