import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { createUploadLink, hasFiles } from '../lib/upload-link';

export type ApolloState = NormalizedCacheObject;

function createCache(initialState?: ApolloState): InMemoryCache {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return cache;
}

export function createBrowserApolloClient(initialState?: ApolloState): ApolloClient {
  const cache = createCache(initialState);
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const byHash = queriesByHash();
  return new ApolloClient({
    link: ApolloLink.from([
      signOutOnUnauthenticated(cache),
      // Operations carrying files go as multipart requests with upload progress.
      ApolloLink.split(
        (operation) => hasFiles(operation.variables),
        createUploadLink('/graphql'),
        byHash
          ? ApolloLink.split(
              (operation) => operation.operationType === OperationTypeNode.QUERY,
              byHash.concat(http),
              http,
            )
          : http,
      ),
    ]),
    cache,
  });
}

/**
 * Queries go as GET with the hash of their text (automatic persisted queries): the address is
 * short and the same for every visitor, so a CDN may keep the answers the server marks public.
 * A server that does not know a hash yet asks once for the text. Web Crypto hashes only on a
 * secure page (https or this machine); elsewhere queries are posted whole.
 */
function queriesByHash(): PersistedQueryLink | undefined {
  // Typed as always there; insecure pages have none.
  const { subtle } = globalThis.crypto as Partial<Crypto>;
  if (!subtle) return undefined;
  return new PersistedQueryLink({
    sha256: async (text) => {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
      return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
        '',
      );
    },
    useGETForHashedQueries: true,
  });
}

/**
 * A 401 (an expired, ended or disabled session) means nobody is signed in any more: forget the
 * staff member; the session query asks the server again, and the area's guard then sends the
 * browser to its login page.
 */
function signOutOnUnauthenticated(cache: InMemoryCache): ApolloLink {
  return new ErrorLink(({ error }) => {
    const unauthenticated =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphqlError) => graphqlError.extensions?.['code'] === 'UNAUTHENTICATED');
    if (unauthenticated) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
      cache.gc();
    }
  });
}

/** The server's client for one page: `cache` may already hold the page's declared answers. */
export function createServerApolloClient(
  link: ApolloLink,
  cache: InMemoryCache = createCache(),
): ApolloClient {
  return new ApolloClient({ link, cache, ssrMode: true });
}

export { createCache as createServerCache };
