import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { createUploadLink, hasFiles } from '../upload-link';
import { readApolloState, type ApolloState } from './apollo-state';
import { keepInitialAnswers } from './initial-answers';
import { persistedQueryLink } from './persisted-query-link';

export function createBrowserApolloClient(initialState?: ApolloState): ApolloClient {
  const cache = new InMemoryCache();
  if (initialState?.cache) cache.restore(initialState.cache);
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const byHash = queriesByHash();
  const client = new ApolloClient({
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
  if (initialState?.answers) keepInitialAnswers(client, initialState.answers);
  return client;
}

/**
 * Queries go as GET with the hash of their text (automatic persisted queries): the address is
 * short and the same for every visitor, so a CDN may keep the answers the server marks public.
 * A server that does not know a hash yet asks once for the text. Web Crypto hashes only on a
 * secure page (https or this machine); elsewhere queries are posted whole.
 */
function queriesByHash(): ApolloLink | undefined {
  // Typed as always there; insecure pages have none.
  const { subtle } = globalThis.crypto as Partial<Crypto>;
  if (!subtle) return undefined;
  return persistedQueryLink(async (text) => {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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

let pageClient: ApolloClient | undefined;

/**
 * The one client of the browser tab, made when the first part of the page that talks to the
 * server renders, with the cache the server rendered the page with: pages and widgets that
 * need no data never load Apollo.
 */
export function browserApolloClient(): ApolloClient {
  pageClient ??= createBrowserApolloClient(readApolloState(document));
  return pageClient;
}
