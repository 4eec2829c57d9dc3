import type { NormalizedCacheObject } from '@apollo/client/cache';

export type ApolloState = NormalizedCacheObject;

/**
 * The server-rendered page carries the Apollo cache in a JSON data block with this id, not in
 * an inline script: the Content-Security-Policy lets no inline script run.
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** The cache the server rendered the page with, or nothing on a client-only page. */
export function readApolloState(doc: Document): ApolloState | undefined {
  const json = doc.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as ApolloState) : undefined;
}
