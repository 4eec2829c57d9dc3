import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlMultipart } from '../support/graphql-multipart';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('multipart GraphQL requests', () => {
  it('are answered when they carry the CSRF preflight header', async () => {
    const answer = await graphqlMultipart(server.url, '{ __typename }', {}, {});
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('are refused without it: a plain form post from another site cannot call the API', async () => {
    const answer = await graphqlMultipart(
      server.url,
      '{ __typename }',
      {},
      {},
      { preflight: false },
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
  });
});
