import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { nextPageCacheClear, startProductionPages } from '../support/production-pages';
import { rawGet, type RawAnswer } from '../support/raw-get';
import type { TestServer } from '../support/test-server';

/** What browsers send for a page. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

function html(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** The first visit renders the page; the second is answered from the page cache. */
async function visitTwice(url: string, headers: Record<string, string> = BROWSER) {
  const rendered = await rawGet(url, headers);
  const cached = await rawGet(url, headers);
  expect(cached.headers['x-page-cache']).toBe('hit');
  return { rendered, cached };
}

describe.each([
  ['cached for a minute', '60000'],
  ['rendered every time', '0'],
])('public pages, %s', (_name, ttl) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startProductionPages({ SSR_CACHE_TTL_MS: ttl });
    // The seed's announcement reaches the page cache a moment after it commits; a render it
    // interrupted is not kept, so the visits below start once it has arrived.
    const seedAnnounced = ttl === '0' ? undefined : nextPageCacheClear();
    await seedBlogScenario(server.orm, blogScenarios.standard);
    await seedAnnounced;
  }, 120_000);
  afterAll(() => server.close());

  const visits = async (path: string, headers: Record<string, string> = BROWSER) =>
    ttl === '0'
      ? [
          await rawGet(`${server.url}${path}`, headers),
          await rawGet(`${server.url}${path}`, headers),
        ]
      : Object.values(await visitTwice(`${server.url}${path}`, headers));

  it('travel as brotli to a browser that accepts it, with a validator, the same each time', async () => {
    const answers = await visits('/blog/education');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
      expect(html(answer)).toContain('Learn PostgreSQL');
    }
    expect(answers[1]?.headers['etag']).toBe(answers[0]?.headers['etag']);
  });

  it('answer a revalidation with 304 and no body while the page is unchanged', async () => {
    const [first] = await visits('/blog/education');
    const etag = String(first?.headers['etag']);
    const again = await rawGet(`${server.url}/blog/education`, {
      ...BROWSER,
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    const other = await rawGet(`${server.url}/blog/education`, {
      ...BROWSER,
      'if-none-match': 'W/"an-older-version"',
    });
    expect(other.status).toBe(200);
  });

  it('go as gzip, or uncompressed, to clients that accept only that', async () => {
    const [gzipped] = await visits('/blog/education', { ...BROWSER, 'accept-encoding': 'gzip' });
    expect(gzipped?.headers['content-encoding']).toBe('gzip');
    expect(html(gzipped as RawAnswer)).toContain('Learn PostgreSQL');
    const [plain] = await visits('/blog/education', { accept: 'text/html' });
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(plain?.body.toString()).toContain('Learn PostgreSQL');
  });

  it('carry the same security headers as any other answer', async () => {
    const api = await rawGet(`${server.url}/api/v1/blog/getblog`, {});
    for (const page of await visits('/blog/education')) {
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
        expect(page.headers[name], name).toBe(api.headers[name]);
      }
      expect(page.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
  });
});
