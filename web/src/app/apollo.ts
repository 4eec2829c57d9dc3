import { ApolloClient, type ApolloLink } from '@apollo/client';
import { createApolloCache } from '../lib/apollo/browser-client';

/** The server's client for one page render: it reaches the schema in-process through `link`. */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createApolloCache(), ssrMode: true });
}
