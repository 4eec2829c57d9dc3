import { createHash } from 'node:crypto';
import { measureInTurns, type Figures } from './support/load';

export const API_CONNECTIONS = 50;
export const PAGE_SIZE = 12;

const BLOG_LIST = `query BenchBlogList($limit: Int!) { blogPosts(limit: $limit) { total items { id slug title description category image createdAt } } }`;
const WHO_AM_I = `query BenchWhoAmI { me { email } }`;
/** What Apollo Client sends with every request, which also satisfies CSRF prevention. */
const CLIENT_HEADERS = { 'content-type': 'application/json' };

/**
 * The blog list from the raw baseline (baseline-server.ts) and from the app: the REST facade,
 * GraphQL by POST, and GraphQL by hash with GET. In turns, since they are compared with each
 * other; the two servers run side by side, the one not measured idle.
 */
export async function measureApi(baselineUrl: string, appUrl: string): Promise<Figures[]> {
  const variables = { limit: PAGE_SIZE };
  return measureInTurns(
    [
      {
        name: 'baseline (node:http + SQL)',
        request: { url: `${baselineUrl}/posts?limit=${PAGE_SIZE}` },
      },
      {
        name: 'REST /api/v1/blog/getblog',
        request: { url: `${appUrl}/api/v1/blog/getblog?limit=${PAGE_SIZE}` },
      },
      {
        name: 'GraphQL blogPosts, POST',
        request: {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: CLIENT_HEADERS,
          body: JSON.stringify({ query: BLOG_LIST, variables }),
        },
      },
      {
        name: 'GraphQL blogPosts, GET by hash',
        request: {
          url: await persistedQueryUrl(appUrl, BLOG_LIST, variables),
          headers: CLIENT_HEADERS,
        },
      },
    ],
    API_CONNECTIONS,
  );
}

export interface GraphqlCaching {
  /** Cache-Control of a public query sent by hash with GET. */
  publicRead: string | null;
  /** Cache-Control of a caller-specific query (who is signed in) sent the same way. */
  callerRead: string | null;
}

export async function checkGraphqlCaching(appUrl: string): Promise<GraphqlCaching> {
  const cacheControlOf = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(await persistedQueryUrl(appUrl, query, variables), {
      headers: CLIENT_HEADERS,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET by hash answered ${response.status}`);
    return response.headers.get('cache-control');
  };
  return {
    publicRead: await cacheControlOf(BLOG_LIST, { limit: PAGE_SIZE }),
    callerRead: await cacheControlOf(WHO_AM_I, {}),
  };
}

/**
 * The address of a GET by hash (automatic persisted queries), after registering the query with
 * the server as a client does when its first GET is answered PersistedQueryNotFound.
 */
async function persistedQueryUrl(
  appUrl: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const extensions = {
    persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
  };
  const registered = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ query, variables, extensions }),
  });
  if (!registered.ok) throw new Error(`registering a persisted query: ${registered.status}`);
  await registered.arrayBuffer();
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions),
  });
  return `${appUrl}/graphql?${params.toString()}`;
}
