import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawGet } from '../../../tests/support/raw-get';
import { finalErrorHandler } from '../shared/final-error-handler';
import { createLogger } from '../shared/logger';
import { PageCache } from './page-cache';
import { pageHandler } from './page-handler';
import type { RenderFn } from './ssr-contract';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
let close: (() => void) | undefined;

afterEach(() => close?.());

async function serve(
  render: RenderFn,
  cache: PageCache | null = null,
  link = ApolloLink.empty(),
): Promise<string> {
  const app = express();
  app.use(
    pageHandler({
      load: () => Promise.resolve({ template: TEMPLATE, render }),
      link,
      publicUrl: 'http://example.test',
      cache,
      publicCacheSeconds: 30,
      logger: createLogger('silent'),
      timeoutMs: 5000,
    }),
  );
  app.use(finalErrorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const html = { headers: { accept: 'text/html' }, redirect: 'manual' } as const;

describe('pageHandler', () => {
  it('answers a page that asks for a redirect with 302 and its location, and caches nothing', async () => {
    const cache = new PageCache(60_000);
    let renders = 0;
    const base = await serve(() => {
      renders += 1;
      return Promise.resolve({ kind: 'redirect', location: '/pricing' });
    }, cache);

    const response = await fetch(`${base}/payment`, html);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pricing');
    await fetch(`${base}/payment`, html);
    expect(renders).toBe(2);
  });

  it('does not keep a page whose content changed while it was being rendered', async () => {
    const cache = new PageCache(60_000);
    let renders = 0;
    const base = await serve(() => {
      renders += 1;
      // A content change arrives (the cache is cleared) while this render reads old data.
      if (renders === 1) cache.clear();
      return Promise.resolve({ kind: 'page', status: 200, html: `<p>${renders}</p>`, state: {} });
    }, cache);

    expect(await (await fetch(`${base}/blog/education`, html)).text()).toContain('<p>1</p>');
    const next = await fetch(`${base}/blog/education`, html);
    expect(next.headers.get('x-page-cache')).toBeNull();
    expect(await next.text()).toContain('<p>2</p>');
    const third = await fetch(`${base}/blog/education`, html);
    expect(third.headers.get('x-page-cache')).toBe('hit');
  });

  it('sends a kept page, once compressed again in the background, smaller and the same', async () => {
    const items = Array.from(
      { length: 600 },
      (_, i) => `<li class="plan">Plan ${(i * 7919) % 1000}: ${(i * 104_729) % 997} messages</li>`,
    );
    const base = await serve(
      () => Promise.resolve({ kind: 'page', status: 200, html: items.join(''), state: {} }),
      new PageCache(60_000),
    );
    const asBrotli = { accept: 'text/html', 'accept-encoding': 'br' };
    const first = await rawGet(`${base}/products/whatsapp`, asBrotli);
    const page = brotliDecompressSync(first.body).toString();
    expect(page).toContain(items[599]);

    await vi.waitFor(
      async () => {
        const kept = await rawGet(`${base}/products/whatsapp`, asBrotli);
        expect(kept.headers['x-page-cache']).toBe('hit');
        expect(kept.body.length).toBeLessThan(first.body.length);
        expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
        expect(brotliDecompressSync(kept.body).toString()).toBe(page);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('answers a rendered page with its status and HTML', async () => {
    const base = await serve(() =>
      Promise.resolve({ kind: 'page', status: 404, html: '<h1>Gone</h1>', state: {} }),
    );
    const response = await fetch(`${base}/nothing`, html);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Gone</h1>');
  });

  it.each([
    ['the database was unreachable', 'SERVICE_UNAVAILABLE', 503],
    ['the server failed', 'INTERNAL_SERVER_ERROR', 500],
  ])(
    'answers a page whose query failed because %s (%s) with %i, and never caches it',
    async (_cause, code, status) => {
      const cache = new PageCache(60_000);
      let renders = 0;
      const base = await serve(
        async ({ link }) => {
          renders += 1;
          await queryThrough(link);
          return { kind: 'page', status: 200, html: '<p>Failed to get data</p>', state: {} };
        },
        cache,
        answeringErrorCode(code),
      );

      const response = await fetch(`${base}/careers`, html);
      expect(response.status).toBe(status);
      expect(response.headers.get('retry-after')).toBe(status === 503 ? '5' : null);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('Failed to get data');
      const again = await fetch(`${base}/careers`, html);
      expect(again.headers.get('x-page-cache')).toBeNull();
      expect(renders).toBe(2);
    },
  );

  it('answers 503 with Retry-After when rendering itself fails on an unreachable database', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const base = await serve(() => Promise.reject(refused));
    const response = await fetch(`${base}/careers`, html);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toMatch(/try again/);
  });

  it('keeps the status a page chose for a missing record (NOT_FOUND is not a failure)', async () => {
    const base = await serve(
      async ({ link }) => {
        await queryThrough(link);
        return { kind: 'page', status: 404, html: '<h1>Job not found</h1>', state: {} };
      },
      null,
      answeringErrorCode('NOT_FOUND'),
    );
    expect((await fetch(`${base}/careers/gone`, html)).status).toBe(404);
  });
});

/** The server link as a failing query meets it: every operation answers one error with `code`. */
function answeringErrorCode(code: string): ApolloLink {
  return new ApolloLink(() =>
    of({ data: null, errors: [{ message: 'Query failed', extensions: { code } }] }),
  );
}

/** What a page's data hook does while rendering: one query through the render's link. */
async function queryThrough(link: ApolloLink): Promise<void> {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await client
    .query({
      query: gql`
        {
          openJobs {
            title
          }
        }
      `,
    })
    .catch(() => undefined);
}
