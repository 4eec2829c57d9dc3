import type { ServiceContext } from '../context';

/** What a GraphQL resolver gets beyond the service context: the session cookie of its request. */
export interface GraphqlContext extends ServiceContext {
  /** The request carried a session (cookie or bearer token), valid or not: never cached. */
  sentCredentials: boolean;
  sessionCookie?: {
    set: (token: string, persistUntil?: Date) => void;
    clear: () => void;
  };
}
