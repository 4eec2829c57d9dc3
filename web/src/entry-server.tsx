import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createServerApolloClient } from './app/apollo';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import type { ApolloState } from './lib/apollo/apollo-state';
import { App } from './app/App';
import { prefetchPageData, type ExecuteQuery } from './app/prefetch-page-data';
import { PublicUrlContext } from './lib/public-url';
import { PageAnswers } from './lib/query-hook';
import { RedirectContext } from './lib/redirect';
import { RenderStatusContext } from './lib/render-status';
import { matchAppRoutesWithParams } from './app/routes';

export interface RenderInput {
  /** Path and query of the request, such as '/blog/education?q=cloud'. */
  url: string;
  /** How the server's Apollo Client reaches the schema (in-process, no HTTP round trip). */
  link: ApolloLink;
  publicUrl: string;
  signal?: AbortSignal;
  /** Runs the queries a page declares before it renders (app/prefetch-page-data.ts). */
  execute?: ExecuteQuery;
}

export type RenderResult =
  | { kind: 'client-only' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; html: string; state: ApolloState };

/** Renders a public page with its data; staff areas are left to the browser. */
export async function render({
  url,
  link,
  publicUrl,
  signal,
  execute,
}: RenderInput): Promise<RenderResult> {
  // Split by hand: as a URL, an address such as '//x/y' would lose its first segment.
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const searchParams = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  const matches = matchAppRoutesWithParams(pathname);
  if (matches.some(({ route }) => route.clientOnly)) return { kind: 'client-only' };

  const answers = execute ? await prefetchPageData(matches, searchParams, execute) : null;
  const client = createServerApolloClient(link);
  const status = { code: 200 };
  const setStatus = (code: number) => {
    status.code = code;
  };
  const redirect: { location?: string } = {};
  const setRedirect = (location: string) => {
    redirect.location ??= location;
  };
  const tree = (
    <StrictMode>
      <PublicUrlContext value={publicUrl}>
        <RenderStatusContext value={setStatus}>
          <RedirectContext value={setRedirect}>
            <ApolloProvider client={client}>
              <PageAnswers value={answers}>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </PageAnswers>
            </ApolloProvider>
          </RedirectContext>
        </RenderStatusContext>
      </PublicUrlContext>
    </StrictMode>
  );
  const { result } = await prerenderStatic({
    tree,
    signal,
    // The whole page in document order: otherwise React moves large Suspense content into a
    // hidden block that only a script reveals, which crawlers and slow phones never see.
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(signal ? { signal } : {}),
      }),
  });
  if (redirect.location) return { kind: 'redirect', location: redirect.location };
  return {
    kind: 'page',
    status: status.code,
    html: result,
    // A page rendered from its answers hands them on as they are: normalising them into the
    // cache here, only to send the cache, cost more than the query.
    state: answers
      ? { answers: answers.toJSON() }
      : { cache: client.extract() as NormalizedCacheObject },
  };
}
