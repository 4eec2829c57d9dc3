/**
 * The GraphQL explorer at /graphiql: GraphiQL from npm, bundled as its own entry (graphiql.html)
 * so no public page loads any of it. Signed-in staff run queries with their session cookie;
 * integrators add `Authorization: Bearer <token>` in the Headers editor.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXPLORER_DEFAULT_QUERY } from './default-query';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // The session cookie of a signed-in staff member travels with each request.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('#graphiql is missing from the page');
createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={EXPLORER_DEFAULT_QUERY}
      defaultEditorToolsVisibility="headers"
      // A token typed into Headers stays in this tab only, never in the browser's storage.
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
