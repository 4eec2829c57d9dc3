import type { TypedDocumentNode } from '@apollo/client';

/** What a page's address tells it: the route's parameters and the query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A query a page runs, with the very variables its component will ask with. */
export interface PageQuery {
  query: TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;
  variables: Record<string, unknown>;
}

/** Typed at the declaration, so the variables are checked against the query. */
export function pageQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PageQuery {
  return { query: query as PageQuery['query'], variables };
}

/**
 * Every query a page will run for an address. The server runs them before rendering, so the
 * page renders once with its data instead of once to discover its queries and again to show
 * their answers. A page that declares this must declare all of its queries: one left out
 * renders empty (the equivalence test in tests/api/page-data.test.ts guards it).
 */
export type PageQueries = (address: PageAddress) => PageQuery[];
