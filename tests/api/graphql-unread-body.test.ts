import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // The shortest request timeout: a request held until it would be answered 503, not 400.
  server = await startTestServer({ mode: 'none' }, { REQUEST_TIMEOUT_MS: '1000' });
});
afterAll(() => server.close());

/** Bodies no GraphQL reader takes: a plain-text post and a form post, as another site can send. */
const UNREAD_BODIES = [
  { type: 'text/plain', body: JSON.stringify({ query: '{ __typename }' }) },
  { type: 'application/x-www-form-urlencoded', body: 'query=%7B__typename%7D' },
];

describe('a GraphQL post whose body no reader takes', () => {
  for (const { type, body } of UNREAD_BODIES) {
    it(`is refused with 400 as sent (${type}), not held until the request times out`, async () => {
      const answer = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      const text = await answer.text();
      expect(answer.status).toBe(400);
      expect(text).not.toMatch(/took too long/);
    });
  }
});
