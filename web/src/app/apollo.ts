import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';

/**
 * The server's client for one page render: it reaches the schema in-process through `link`.
 * `cache` may already hold the answers to the page's declared queries (prefetch-page-data.ts):
 * its hooks then read them from there and the page renders once; otherwise they fetch through
 * `link` and the page renders again once their answers are in.
 */
export function createServerApolloClient(
  link: ApolloLink,
  cache: InMemoryCache = createServerCache(),
): ApolloClient {
  return new ApolloClient({ link, cache, ssrMode: true });
}

/**
 * The cache of one server render, written once with the page's answers and read a few times:
 * the memoised reads a browser's long-lived cache keeps (and the bookkeeping each write does for
 * them) would be thrown away with the render.
 */
export function createServerCache(): InMemoryCache {
  return new InMemoryCache({ resultCaching: false });
}
