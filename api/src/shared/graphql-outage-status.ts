import type { ApolloServerPlugin } from '@apollo/server';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_CODE } from './errors';
import type { Logger } from './logger';

/**
 * GraphQL answers 200 even when every field failed. When a failure was the database being
 * unreachable (the error formatter names it SERVICE_UNAVAILABLE), the answer becomes 503 with
 * Retry-After, so clients, proxies and monitors see an outage, not a success.
 */
export function graphqlOutageStatus(logger: Logger): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: ({ response }) => {
          if (response.body.kind !== 'single') return Promise.resolve();
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((error) => error.extensions?.['code'] === SERVICE_UNAVAILABLE_CODE)) {
            logger.warn('GraphQL request failed: database unavailable');
            response.http.status = 503;
            response.http.headers.set('retry-after', `${RETRY_AFTER_SECONDS}`);
          }
          return Promise.resolve();
        },
      }),
  };
}
