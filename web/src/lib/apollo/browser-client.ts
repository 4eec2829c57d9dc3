import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { createUploadLink, hasFiles } from '../upload-link';
import { readApolloState, type ApolloState } from './apollo-state';

export function createApolloCache(initialState?: ApolloState): InMemoryCache {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return cache;
}

export function createBrowserApolloClient(initialState?: ApolloState): ApolloClient {
  const cache = createApolloCache(initialState);
  return new ApolloClient({
    link: ApolloLink.from([
      signOutOnUnauthenticated(cache),
      // Operations carrying files go as multipart requests with upload progress.
      ApolloLink.split(
        (operation) => hasFiles(operation.variables),
        createUploadLink('/graphql'),
        new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
      ),
    ]),
    cache,
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
