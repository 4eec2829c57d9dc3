import { ApolloClient, type ApolloLink, type InMemoryCache } from '@apollo/client';
import { createApolloCache } from '../lib/apollo/browser-client';

/**
 * The server's client for one page render: it reaches the schema in-process through `link`.
 * `cache` may already hold the answers to the page's declared queries (prefetch-page-data.ts):
 * its hooks then read them from there and the page renders once; otherwise they fetch through
 * `link` and the page renders again once their answers are in.
 */
export function createServerApolloClient(
  link: ApolloLink,
  cache: InMemoryCache = createApolloCache(),
): ApolloClient {
  return new ApolloClient({ link, cache, ssrMode: true });
}

export { createApolloCache as createServerCache };
