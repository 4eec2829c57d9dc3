import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';

export type ApolloState = NormalizedCacheObject;

export function createCache(initialState?: ApolloState): InMemoryCache {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return cache;
}

export function createBrowserApolloClient(initialState?: ApolloState): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(initialState),
  });
}

export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}
