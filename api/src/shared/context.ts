import type { Em } from '../db/orm';
import type { SessionTokens } from './auth/session-tokens';
import type { Viewer } from './auth/viewer';
import type { RateLimits } from './rate-limit';

/**
 * What every service call receives: the request's own EntityManager (one fork per request)
 * and, once staff sign-in exists, who is asking. Services never know whether GraphQL, REST or
 * server rendering called them.
 */
export interface ServiceContext {
  em: Em;
  /** The caller's IP address as Express sees it (behind a trusted proxy, the forwarded one). */
  clientIp?: string | undefined;
  /** The app's shared limiters; absent where nothing is limited (seeding, server rendering). */
  rateLimits?: RateLimits;
  /** The signed-in staff member; absent for visitors and for invalid or ended sessions. */
  viewer?: Viewer | undefined;
  /** Signs new session tokens; present where staff can sign in (GraphQL and REST). */
  sessionTokens?: SessionTokens;
}
