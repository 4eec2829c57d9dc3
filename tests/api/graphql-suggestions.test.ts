import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

const MISSPELLED_FIELD = '{ blogPost(slug: "x") { titel } }';

describe('GraphQL errors with introspection off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(() => server.close());

  it('names a misspelled field without suggesting the real one', async () => {
    const answer = await graphqlRequest(server.url, MISSPELLED_FIELD);
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "titel" on type "BlogPost".',
    ]);
  });

  it('names a misspelled query or argument without suggestions', async () => {
    const answer = await graphqlRequest(
      server.url,
      '{ blogPots { total } blogPosts(limt: 5) { total } }',
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "blogPots" on type "Query".',
      'Unknown argument "limt" on field "Query.blogPosts".',
    ]);
  });

  it('names a wrong enum value in variables without listing the right ones', async () => {
    const answer = await graphqlRequest(
      server.url,
      'query Posts($category: BlogCategory) { blogPosts(category: $category) { total } }',
      { category: 'SEO_BENEFIT' },
    );
    expect(answer.status).toBe(400);
    const message = answer.errors?.[0]?.message ?? '';
    expect(message).toMatch(/Value "SEO_BENEFIT" does not exist in "BlogCategory" enum\.$/);
    expect(message).not.toMatch(/Did you mean|SEO_BENEFITS/);
  });
});

describe('GraphQL errors with introspection on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { GRAPHQL_INTROSPECTION: 'true' });
  });
  afterAll(() => server.close());

  it('keeps the suggestion, since the schema is readable anyway', async () => {
    const answer = await graphqlRequest(server.url, MISSPELLED_FIELD);
    expect(answer.errors?.[0]?.message).toBe(
      'Cannot query field "titel" on type "BlogPost". Did you mean "title"?',
    );
  });
});
