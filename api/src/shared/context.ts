import type { Em } from '../db/orm';

/**
 * What every service call receives: the request's own EntityManager (one fork per request)
 * and, once staff sign-in exists, who is asking. Services never know whether GraphQL, REST or
 * server rendering called them.
 */
export interface ServiceContext {
  em: Em;
}
