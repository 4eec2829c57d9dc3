import { gql } from '@apollo/client';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { createBrowserApolloClient } from './browser-client';

interface Sent {
  method: string;
  hash: boolean;
  text: boolean;
}

/** What reaches the server: the method, and whether the hash and the query text travel. */
function recordRequests(): () => Promise<Sent[]> {
  const sent: Promise<Sent>[] = [];
  mockApi.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? request.clone().text() : Promise.resolve('');
    sent.push(
      body.then((text) => {
        const payload = `${url.search} ${text}`;
        return {
          method: request.method,
          hash: payload.includes('sha256Hash'),
          text: url.searchParams.has('query') || text.includes('"query"'),
        };
      }),
    );
  });
  return () => Promise.all(sent);
}

afterEach(() => mockApi.events.removeAllListeners());

const POSTS = gql`
  query ClientPosts {
    blogPosts(limit: 1) {
      total
    }
  }
`;
const CONTACT = gql`
  mutation ClientContact {
    submitContactMessage {
      id
    }
  }
`;

describe('the browser client', () => {
  it('sends a query as a GET by hash, and its text once a server does not know the hash', async () => {
    mockApi.use(
      graphqlApi.query('ClientPosts', () =>
        HttpResponse.json({ data: { blogPosts: { __typename: 'BlogPostPage', total: 3 } } }),
      ),
    );
    const sent = recordRequests();
    const { data } = await createBrowserApolloClient().query({ query: POSTS });
    expect(data).toEqual({ blogPosts: { __typename: 'BlogPostPage', total: 3 } });
    expect(await sent()).toEqual([
      { method: 'GET', hash: true, text: false },
      { method: 'POST', hash: true, text: true },
    ]);
  });

  it('posts mutations whole', async () => {
    mockApi.use(
      graphqlApi.mutation('ClientContact', () =>
        HttpResponse.json({ data: { submitContactMessage: { __typename: 'Lead', id: '1' } } }),
      ),
    );
    const sent = recordRequests();
    await createBrowserApolloClient().mutate({ mutation: CONTACT });
    expect(await sent()).toEqual([{ method: 'POST', hash: false, text: true }]);
  });
});
