import type { Em, Orm } from '../db/orm';
import type { PaymentProvider } from './payments/payment-provider';
import type { SecretBox } from './auth/secret-box';
import type { PreviewTokens } from './auth/preview-tokens';
import type { SessionTokens } from './auth/session-tokens';
import type { Clock } from './clock';
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
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: webhook endpoints may be loopback or private addresses. */
  allowPrivateWebhookAddresses: boolean;
  /** Where new leads are announced by e-mail (SALES_EMAIL). */
  salesEmail: string;
  /** The site's public origin (PUBLIC_URL), for links in messages. */
  publicUrl: string;
  /** Seals secrets the server reads back later (two-factor secrets, reset links). */
  secrets: SecretBox;
  /** Admins must sign in with a second factor (TWO_FACTOR_REQUIRED_FOR_ADMINS). */
  twoFactorRequiredForAdmins: boolean;
  /** The time rules about publishing read (what is live, what is due); tests move it. */
  clock: Clock;
  /** Signs and checks the short-lived links staff preview drafts through. */
  previewTokens: PreviewTokens;
}

/**
 * What every service call receives: the request's own EntityManager (one fork per request), who
 * is asking, and the app's services. Services never know whether GraphQL, REST, server
 * rendering, the seed or a command-line tool called them: each of those builds the same
 * services (createAppServices), so none is ever missing and no limit is skipped.
 */
export interface ServiceContext extends AppServices {
  em: Em;
  /** The caller's IP address as Express sees it (behind a trusted proxy, the forwarded one). */
  clientIp?: string | undefined;
  /** The signed-in staff member; absent for visitors and for invalid or ended sessions. */
  viewer?: Viewer | undefined;
}

/**
 * A context with an EntityManager of its own, for work outside an HTTP request: a server-rendered
 * page, the seed, a command-line tool. No viewer: it acts as a visitor (or as the tool itself).
 */
export function freshServiceContext(orm: Orm, services: AppServices): ServiceContext {
  return { ...services, em: orm.em.fork() };
}
