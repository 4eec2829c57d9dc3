import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GraphQL request limits', () => {
  it('refuses a request that asks for a list under hundreds of aliases, before running it', async () => {
    const aliases = Array.from({ length: 400 }, (_, i) => `a${i}: blogPosts(limit: 50) { total }`);
    const answer = await graphqlRequest(server.url, `{ ${aliases.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(
      /Query asks for too much: \d+ fields, at most 300 allowed/,
    );
    expect(answer.data).toBeUndefined();
  });

  it('counts fields that fragments bring in', async () => {
    const spreads = Array.from({ length: 200 }, (_, i) => `p${i}: blogPosts { ...Page }`).join(' ');
    const answer = await graphqlRequest(
      server.url,
      `{ ${spreads} } fragment Page on BlogPostPage { total offset }`,
    );
    expect(answer.errors?.[0]?.message).toMatch(/too much/);
  });

  it('answers ordinary queries as before', async () => {
    const answer = await graphqlRequest(
      server.url,
      '{ blogPosts(limit: 5) { total items { id title } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('blogPosts');
  });
});
