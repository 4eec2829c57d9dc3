import type { NormalizedCacheObject } from '@apollo/client/cache';

/**
 * What a server-rendered page hands the browser's Apollo Client to start from: the answers to
 * the page's declared queries as they came (page-data.ts), which the browser writes into its
 * cache when a component first asks for one (initial-answers.ts); or, for a page whose queries
 * were found while rendering it, Apollo's normalised cache.
 */
export interface ApolloState {
  answers?: Record<string, unknown>;
  cache?: NormalizedCacheObject;
}

/**
 * The server-rendered page carries the state in a JSON data block with this id, not in an
 * inline script: the Content-Security-Policy lets no inline script run.
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** The state the server rendered the page with, or nothing on a client-only page. */
export function readApolloState(doc: Document): ApolloState | undefined {
  const json = doc.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as ApolloState) : undefined;
}
