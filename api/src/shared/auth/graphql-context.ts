import type { ServiceContext } from '../context';

/** What a GraphQL resolver gets beyond the service context: the session cookie of its request. */
export interface GraphqlContext extends ServiceContext {
  sessionCookie?: {
    set: (token: string, persistUntil?: Date) => void;
    clear: () => void;
  };
}
