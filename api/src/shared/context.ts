import type { Em } from '../db/orm';
import type { PaymentProvider } from '../modules/billing/payment-provider';
import type { SessionTokens } from './auth/session-tokens';
import type { Viewer } from './auth/viewer';
import type { RateLimits } from './rate-limit';
import type { FileStorage } from './storage/file-storage';

/**
 * The app's long-lived collaborators, created once at start (api/src/app-services.ts) and handed
 * to every GraphQL and REST request. A module that needs a new one (storage, a payment provider)
 * adds a field here and creates it in createAppServices.
 */
export interface AppServices {
  /** The app's shared limiters. */
  rateLimits: RateLimits;
  /** Signs new session tokens. */
  sessionTokens: SessionTokens;
  /** The payment provider orders are paid through (sandbox unless configured). */
  payments: PaymentProvider;
  /** Uploaded files (images, resumes): a local folder by default, see docs/storage.md. */
  storage: FileStorage;
  /** Where new job applications are announced by e-mail (HIRING_EMAIL). */
  hiringEmail: string;
}

/**
 * What every service call receives: the request's own EntityManager (one fork per request), who
 * is asking, and the app's services. Services never know whether GraphQL, REST or server
 * rendering called them. The services are optional because seeding and server rendering run
 * without them; a service that needs one says so with a clear error.
 */
export interface ServiceContext extends Partial<AppServices> {
  em: Em;
  /** The caller's IP address as Express sees it (behind a trusted proxy, the forwarded one). */
  clientIp?: string | undefined;
  /** The signed-in staff member; absent for visitors and for invalid or ended sessions. */
  viewer?: Viewer | undefined;
}
