import path from 'node:path';
import type { AppConfig } from './config';
import type { Orm } from './db/orm';
import { createPaymentProvider } from './modules/billing/payment-providers';
import { loadSessionSecret, SessionTokens } from './shared/auth/session-tokens';
import type { AppServices } from './shared/context';
import type { Logger } from './shared/logger';
import { createRateLimits } from './shared/rate-limit';
import { LocalFileStorage } from './shared/storage/local-file-storage';

/** The app's services, created once per app and shared by GraphQL and REST. */
export function createAppServices(config: AppConfig, _orm: Orm, logger: Logger): AppServices {
  return {
    rateLimits: createRateLimits(config),
    sessionTokens: new SessionTokens(loadSessionSecret(config.sessionSecret, config.dataDir)),
    payments: createPaymentProvider(config.payments, logger),
    // Outside every folder the web server serves: files reach browsers only through handlers.
    storage: new LocalFileStorage(path.resolve(config.dataDir, 'uploads')),
    hiringEmail: config.mail.hiringEmail,
  };
}
