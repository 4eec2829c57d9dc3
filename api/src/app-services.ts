import type { AppConfig } from './config';
import type { Orm } from './db/orm';
import { createPaymentProvider } from './modules/billing/payment-providers';
import { loadSessionSecret, SessionTokens } from './shared/auth/session-tokens';
import type { AppServices } from './shared/context';
import type { Logger } from './shared/logger';
import { createRateLimits } from './shared/rate-limit';
import { createFileStorage } from './shared/storage/create-file-storage';

/** The app's services, created once per app and shared by GraphQL and REST. */
export function createAppServices(config: AppConfig, orm: Orm, logger: Logger): AppServices {
  return {
    rateLimits: createRateLimits(config),
    sessionTokens: new SessionTokens(loadSessionSecret(config.sessionSecret, config.dataDir)),
    payments: createPaymentProvider(config.payments, logger, orm),
    storage: createFileStorage(config.storage, logger),
    hiringEmail: config.mail.hiringEmail,
  };
}
