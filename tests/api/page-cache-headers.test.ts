import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { serveRenderedPages } from '../support/rendered-pages';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer();
  await seedBlogScenario(server.orm, blogScenarios.standard);
  site = await serveRenderedPages(server.orm, { publicCacheSeconds: 30 });
});
afterAll(async () => {
  await site.close();
  await server.close();
});

async function visit(path: string): Promise<{ status: number; cacheControl: string | null }> {
  const response = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } });
  await response.body?.cancel();
  lastFromPageCache = response.headers.get('x-page-cache') === 'hit';
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}
let lastFromPageCache = false;

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

describe('Cache-Control of rendered pages', () => {
  it('lets a CDN keep a public page briefly, freshly rendered or from the page cache', async () => {
    expect(await visit('/blog/education')).toEqual({ status: 200, cacheControl: PUBLIC_PAGE });
    expect(await visit('/blog/education')).toEqual({ status: 200, cacheControl: PUBLIC_PAGE });
    expect(lastFromPageCache).toBe(true);
    expect(await visit('/pricing')).toEqual({ status: 200, cacheControl: PUBLIC_PAGE });
  });

  it.each(['/admin/home', '/login', '/employeer/login', '/marketing/tasks'])(
    'never lets anything keep the staff page %s',
    async (path) => {
      expect(await visit(path)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    },
  );

  it('does not let a CDN keep a missing page, nor a missing blog post', async () => {
    expect(await visit('/no-such-page')).toEqual({ status: 404, cacheControl: 'no-store' });
    expect(await visit('/blog/education/no-such-post')).toEqual({
      status: 404,
      cacheControl: 'no-store',
    });
  });

  it('asks shared caches to revalidate every time when PUBLIC_PAGE_CACHE_SECONDS is 0', async () => {
    const uncached = await serveRenderedPages(server.orm, { publicCacheSeconds: 0 });
    try {
      const response = await fetch(`${uncached.url}/blog/education`, {
        headers: { accept: 'text/html' },
      });
      await response.body?.cancel();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await uncached.close();
    }
  });
});
