import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTROSPECTION_REFUSED_MESSAGE } from '../../api/src/shared/graphql-introspection';
import { graphqlRequest } from '../support/graphql';
import { PRODUCTION_TEST_ENV } from '../support/production-env';
import { signInAs } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const SCHEMA_QUERY = '{ __schema { queryType { name } } }';
const TYPE_QUERY = 'query T { ...Post } fragment Post on Query { __type(name: "Lead") { name } }';

describe('GraphQL introspection in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { ...PRODUCTION_TEST_ENV });
  });
  afterAll(() => server.close());

  it('refuses anonymous callers the schema, in a query or a fragment', async () => {
    for (const query of [SCHEMA_QUERY, TYPE_QUERY]) {
      const answer = await graphqlRequest(server.url, query);
      expect(answer.status).toBe(401);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
        [INTROSPECTION_REFUSED_MESSAGE, 'UNAUTHENTICATED'],
      ]);
    }
  });

  it('still answers anonymous queries that only ask __typename', async () => {
    const answer = await graphqlRequest(server.url, '{ __typename blogPosts { total } }');
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ __typename: 'Query', blogPosts: { total: 0 } });
  });

  it('shows the schema to signed-in staff of any role, by token or cookie', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    const byToken = await graphqlRequest(server.url, SCHEMA_QUERY, {}, { token: admin.token });
    expect(byToken.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const byCookie = await graphqlRequest(server.url, TYPE_QUERY, {}, { cookie: marketing.cookie });
    expect(byCookie.data).toEqual({ __type: { name: 'Lead' } });
  });
});

describe('GraphQL introspection where GRAPHQL_INTROSPECTION is on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { GRAPHQL_INTROSPECTION: 'true' });
  });
  afterAll(() => server.close());

  it('shows the schema to anyone', async () => {
    const answer = await graphqlRequest(server.url, SCHEMA_QUERY);
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
