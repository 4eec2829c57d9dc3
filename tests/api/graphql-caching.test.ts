import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import {
  BlogPostBySlugDocument,
  BlogPostListDocument,
  JobBySlugDocument,
  JobFilterOptionsDocument,
  OpenJobsDocument,
} from '../../web/src/graphql/graphql';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const PRIVATE = 'private, no-store';
const BLOG_LIST = 'query PublicBlogList { blogPosts(limit: 2) { total items { id title } } }';
const WHO_AM_I = 'query WhoAmI { me { email } }';
const STAFF_LIST = 'query StaffList { staffUsers { total } }';
const MISSING_POST = 'query MissingPost { blogPost(slug: "no-such-post") { id } }';

/** What Apollo Client sends with a GET (it also satisfies CSRF prevention). */
const CLIENT_HEADERS = { 'content-type': 'application/json' };

interface Answer {
  status: number;
  cacheControl: string | null;
  body: { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

function extensionsFor(query: string) {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  return { persistedQuery: { version: 1, sha256Hash } };
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Answer['body'],
  };
}

/** A query sent by its hash alone, with GET, as the web app sends queries. */
async function getByHash(
  server: TestServer,
  query: string,
  headers: Record<string, string> = {},
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensionsFor(query)),
  });
  const response = await fetch(`${server.url}/graphql?${params.toString()}`, {
    headers: { ...CLIENT_HEADERS, ...headers },
  });
  return answerOf(response);
}

/** The text and its hash, posted: what a client sends when the server did not know the hash. */
async function register(server: TestServer, query: string): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ query, extensions: extensionsFor(query) }),
  });
  return answerOf(response);
}

let server: TestServer;
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  await seedBlogScenario(server.orm, blogScenarios.standard);
  await seedCareersScenario(server.orm, careersScenarios.standard);
  admin = await signInAs(server.url, server.orm, 'ADMIN');
  for (const query of [BLOG_LIST, WHO_AM_I, STAFF_LIST, MISSING_POST])
    await register(server, query);
});
afterAll(() => server.close());

describe('GraphQL reads by hash with GET', () => {
  it('asks for the text of a hash it has not seen, privately', async () => {
    const answer = await getByHash(server, 'query Unseen { blogPosts(limit: 1) { total } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.cacheControl).not.toMatch(/public/);
  });

  it('lets browsers and CDNs keep public content for PUBLIC_PAGE_CACHE_SECONDS', async () => {
    const answer = await getByHash(server, BLOG_LIST);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ blogPosts: { total: 4 } });
    expect(answer.cacheControl).toBe('public, max-age=30');
  });

  // The documents the public pages send, pictures included: every type they reach is hinted.
  it.each<[string, DocumentNode, Record<string, unknown>]>([
    ['the blog list', BlogPostListDocument, { category: 'EDUCATIONAL_CONTENT' }],
    ['a blog post', BlogPostBySlugDocument, { slug: 'learn-postgres' }],
    ['the open jobs', OpenJobsDocument, {}],
    ['the job filters', JobFilterOptionsDocument, {}],
    ['a job', JobBySlugDocument, { slug: 'backend-engineer' }],
  ])('lets a CDN keep %s as the site asks for it', async (_name, document, variables) => {
    const query = print(document);
    await register(server, query);
    const answer = await getByHash(server, query, {}, variables);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.cacheControl).toBe('public, max-age=30');
  });

  it('keeps a caller-specific answer private, even for a visitor', async () => {
    const answer = await getByHash(server, WHO_AM_I);
    expect(answer.body.data).toEqual({ me: null });
    expect(answer.cacheControl).toBe(PRIVATE);
  });

  it.each([
    ['a session cookie', () => ({ cookie: admin.cookie })],
    ['a bearer token', () => ({ authorization: `Bearer ${admin.token}` })],
    ['an invalid token', () => ({ authorization: 'Bearer not-a-session' })],
  ])('keeps public content private when the request carries %s', async (_name, headers) => {
    const answer = await getByHash(server, BLOG_LIST, headers());
    expect(answer.body.data).toMatchObject({ blogPosts: { total: 4 } });
    expect(answer.cacheControl).toBe(PRIVATE);
  });

  it('keeps staff answers and refusals private', async () => {
    const staff = await getByHash(server, STAFF_LIST, { authorization: `Bearer ${admin.token}` });
    expect(staff.body.data).toMatchObject({ staffUsers: { total: 1 } });
    expect(staff.cacheControl).toBe(PRIVATE);
    const refused = await getByHash(server, STAFF_LIST);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.cacheControl).toBe(PRIVATE);
  });

  it('keeps an answer with errors private', async () => {
    const answer = await getByHash(server, MISSING_POST);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer.cacheControl).toBe(PRIVATE);
  });

  it('keeps the same public query private when it is posted', async () => {
    const answer = await register(server, BLOG_LIST);
    expect(answer.body.data).toMatchObject({ blogPosts: { total: 4 } });
    expect(answer.cacheControl).toBe(PRIVATE);
  });

  it('refuses a GET another site could make a browser send (CSRF prevention)', async () => {
    const params = new URLSearchParams({ extensions: JSON.stringify(extensionsFor(BLOG_LIST)) });
    const response = await fetch(`${server.url}/graphql?${params.toString()}`);
    await response.arrayBuffer();
    expect(response.status).toBe(400);
  });
});

describe('GraphQL reads with PUBLIC_PAGE_CACHE_SECONDS=0', () => {
  it('lets nothing keep public content', async () => {
    const uncached = await startTestServer({ mode: 'none' }, { PUBLIC_PAGE_CACHE_SECONDS: '0' });
    try {
      await register(uncached, BLOG_LIST);
      expect((await getByHash(uncached, BLOG_LIST)).cacheControl).toBe(PRIVATE);
    } finally {
      await uncached.close();
    }
  });
});
