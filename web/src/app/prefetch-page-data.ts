import { addTypenameToDocument, DocumentTransform } from '@apollo/client/utilities';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { LoadedAnswers } from '../lib/query-hook';
import type { AppRouteMatch } from './routes';

/** Runs a query in the server's own process (no HTTP, no Apollo Client bookkeeping). */
export type ExecuteQuery = (
  query: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<FormattedExecutionResult>;

/**
 * Adds __typename where the cache stores it, as cache.transformDocument does; one for the
 * process, so each document is transformed once rather than once per render's new cache.
 */
const withTypenames = new DocumentTransform(addTypenameToDocument);

/**
 * Runs the queries the matched page declares (lib/page-data.ts). The answers, when the
 * page declares its queries and every one answered: it can then render once, from them. Null
 * leaves the page to find its queries while rendering, as any page that declares none does; a
 * failed query is asked again that way, so the page shows its error (or not-found) state and
 * status as before.
 */
export async function prefetchPageData(
  matches: AppRouteMatch[],
  search: URLSearchParams,
  execute: ExecuteQuery,
): Promise<LoadedAnswers | null> {
  const modules = await Promise.all(matches.map(({ route }) => route.page.preload()));
  if (!modules.some((module) => module.pageQueries)) return null;
  const loaded = new LoadedAnswers();
  const queries = modules.flatMap(
    (module, index) => module.pageQueries?.({ params: matches[index]?.params ?? {}, search }) ?? [],
  );
  const answers = await Promise.all(
    queries.map(async ({ query, variables }) => {
      // With __typename, as the browser's cache stores the answer it is handed.
      const document = withTypenames.transformDocument(query);
      const result = await execute(document, variables).catch(() => undefined);
      if (!result?.data || result.errors?.length) return false;
      loaded.add(query, variables, result.data);
      return true;
    }),
  );
  return answers.every(Boolean) ? loaded : null;
}
