import express from 'express';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Orm } from '../../api/src/db/orm';
import { buildAppSchema } from '../../api/src/schema/build-schema';
import { createLogger } from '../../api/src/shared/logger';
import { PageCache } from '../../api/src/web/page-cache';
import { pageHandler } from '../../api/src/web/page-handler';
import { redirectLookup } from '../../api/src/web/redirect-lookup';
import { createSsrExecutor, createSsrLink } from '../../api/src/web/ssr-link';
import type { RenderFn } from '../../api/src/web/ssr-contract';
import { createTestServices } from './test-services';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

export interface RenderedPagesOptions {
  /** The page cache; by default one of its own with a minute to live. */
  cache?: PageCache;
  /** PUBLIC_PAGE_CACHE_SECONDS; 30 by default, as in production. */
  publicCacheSeconds?: number;
  /** Pages find their queries while rendering even when they declare them (page-data.ts). */
  discoverQueries?: boolean;
  /** Settings for the app's services, such as the SESSION_SECRET an API server signs with. */
  env?: Record<string, string>;
}

/**
 * Public pages rendered from the web app's sources against `orm`, as production renders them
 * (in-process schema link, a page cache with a minute to live), without needing a build. Vite
 * loads the server entry, as in development: a plain import would load react-router twice.
 */
export async function serveRenderedPages(
  orm: Orm,
  options: RenderedPagesOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const logger = createLogger('silent');
  const source = await loadSourceRender();
  const app = express();
  const schema = await buildAppSchema();
  const services = createTestServices(orm, options.env);
  app.get(
    '/{*splat}',
    pageHandler({
      load: () => Promise.resolve({ template: TEMPLATE, render: source.render }),
      link: createSsrLink(schema, orm, services, logger),
      // Pages that declare their queries get them run first, as in production.
      ...(options.discoverQueries ? {} : { execute: createSsrExecutor(schema, orm, services) }),
      publicUrl: 'http://site.test',
      cache: options.cache ?? new PageCache(60_000),
      publicCacheSeconds: options.publicCacheSeconds ?? 30,
      logger,
      timeoutMs: 10_000,
      redirectFor: redirectLookup(orm),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await source.close();
    },
  };
}

/** The server bundle's render, from the sources. Vite loads it, as in development. */
export async function loadSourceRender(): Promise<{
  render: RenderFn;
  close: () => Promise<void>;
}> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.resolve('web/vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'silent',
  });
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn };
  return { render, close: () => vite.close() };
}
