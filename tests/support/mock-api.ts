import { graphql } from 'msw/graphql';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const TEST_ORIGIN = 'http://localhost:3000';

/** The GraphQL endpoint as components reach it; tests add handlers per case. */
export const graphqlApi = graphql.link(`${TEST_ORIGIN}/graphql`);

/**
 * Queries arrive first as a GET carrying only their hash, which the handlers above cannot read:
 * answered as a server meeting the hash for the first time, so the client sends the query
 * text and the test's handler answers that.
 */
const unknownQueryHash = http.get(`${TEST_ORIGIN}/graphql`, ({ request }) => {
  if (new URL(request.url).searchParams.has('query')) return undefined;
  return HttpResponse.json({
    errors: [
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ],
  });
});

export const mockApi = setupServer(unknownQueryHash);
