import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let officeMoveId: number;
beforeAll(async () => {
  server = await startTestServer();
  const posts = await seedBlogScenario(server.orm, blogScenarios.standard);
  officeMoveId = posts.find((post) => post.slug === 'office-move')?.id ?? 0;
});
afterAll(() => server.close());

async function getJson(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface RestPost {
  _id: string;
  id: number;
  title: string;
  description: string;
  option: string;
  image: string | null;
  created_at: string;
}

describe('GET /api/v1/blog/getblog', () => {
  it("answers { data } with the original field names for option='Educational Content'", async () => {
    const { status, body } = await getJson('/api/v1/blog/getblog?option=Educational%20Content');
    expect(status).toBe(200);
    const posts = body['data'] as RestPost[];
    expect(posts.map((post) => post.title)).toEqual(['Learn PostgreSQL', 'React Basics']);
    expect(posts[0]).toMatchObject({
      _id: expect.any(String) as string,
      id: expect.any(Number) as number,
      option: 'Educational Content',
      image: '/images/blog/learn-postgres.svg',
      created_at: '2026-01-30T00:00:00.000Z',
    });
  });

  it("accepts the short option 'regular' and keeps a missing image as null", async () => {
    const { body } = await getJson('/api/v1/blog/getblog?option=regular');
    const posts = body['data'] as RestPost[];
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      title: 'We Moved Offices',
      option: 'Regular Update',
      image: null,
    });
  });

  it('lists every post without an option', async () => {
    const { body } = await getJson('/api/v1/blog/getblog');
    expect(body['data']).toHaveLength(4);
  });

  it('answers 400 naming the problem for an unknown option, a repeated option or a bad limit', async () => {
    const unknown = await getJson('/api/v1/blog/getblog?option=gossip');
    expect(unknown.status).toBe(400);
    expect(unknown.body['message']).toMatch(/Unknown option 'gossip'/);
    const repeated = await getJson('/api/v1/blog/getblog?option=regular&option=seo');
    expect(repeated.status).toBe(400);
    expect(repeated.body['message']).toMatch(/option must be given once/);
    const huge = await getJson('/api/v1/blog/getblog?limit=100000');
    expect(huge.status).toBe(400);
    expect(huge.body['message']).toMatch(/limit must be at most 50/);
  });
});

describe('GET /api/v1/blog/getblogbyId/{id}', () => {
  it('answers { data: post }', async () => {
    const { status, body } = await getJson(`/api/v1/blog/getblogbyId/${officeMoveId}`);
    expect(status).toBe(200);
    expect(body['data']).toMatchObject({ id: officeMoveId, title: 'We Moved Offices' });
  });

  it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
    const missing = await getJson('/api/v1/blog/getblogbyId/999999');
    expect(missing).toEqual({ status: 404, body: { message: 'Blog post not found' } });
    const malformed = await getJson('/api/v1/blog/getblogbyId/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body['message']).toMatch(/id must be a positive whole number/);
    const overflow = await getJson('/api/v1/blog/getblogbyId/99999999999999999999');
    expect(overflow.status).toBe(400);
  });
});

describe('the REST facade as a whole', () => {
  it('answers unknown paths with JSON 404', async () => {
    expect(await getJson('/api/v1/nothing-here')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${server.url}/api/v1/blog/getblog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('tags every answer with a request id', async () => {
    const response = await fetch(`${server.url}/api/v1/blog/getblog`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('health', () => {
  it('reports live and ready', async () => {
    expect(await getJson('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await getJson('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
