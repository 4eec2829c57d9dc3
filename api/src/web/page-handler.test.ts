import { ApolloLink } from '@apollo/client';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../shared/logger';
import { PageCache } from './page-cache';
import { pageHandler } from './page-handler';
import type { RenderFn } from './ssr-contract';

const TEMPLATE = '<html><head></head><body><div id="root"><!--app-html--></div></body></html>';
let close: (() => void) | undefined;

afterEach(() => close?.());

async function serve(render: RenderFn, cache: PageCache | null = null): Promise<string> {
  const app = express();
  app.use(
    pageHandler({
      load: () => Promise.resolve({ template: TEMPLATE, render }),
      link: ApolloLink.empty(),
      publicUrl: 'http://example.test',
      cache,
      logger: createLogger('silent'),
      timeoutMs: 5000,
    }),
  );
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

  it('answers a rendered page with its status and HTML', async () => {
    const base = await serve(() =>
      Promise.resolve({ kind: 'page', status: 404, html: '<h1>Gone</h1>', state: {} }),
    );
    const response = await fetch(`${base}/nothing`, html);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Gone</h1>');
  });
});
