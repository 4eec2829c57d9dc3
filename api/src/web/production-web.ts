import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config';
import type { Orm } from '../db/orm';
import type { AppServices } from '../shared/context';
import type { Logger } from '../shared/logger';
import { openSharedPageCache, type SharedPageCache } from './page-cache-invalidation';
import { pageHandler } from './page-handler';
import { redirectLookup } from './redirect-lookup';
import type { RenderFn } from './ssr-contract';
import { createSsrLink } from './ssr-link';
import type { WebRenderer } from './web-renderer';

export interface ProductionWebDeps {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  services: AppServices;
  schema: GraphQLSchema;
  /** Folder holding web/ (built browser files) and ssr/ (the server bundle). */
  distDir: string;
}

/** The built web app: hashed assets cached for a year, pages rendered on the server. */
export function productionWeb({
  config,
  logger,
  orm,
  services,
  schema,
  distDir,
}: ProductionWebDeps): WebRenderer {
  const webDir = path.join(distDir, 'web');
  let pages: SharedPageCache | undefined;
  return {
    async mount(app) {
      pages = await openSharedPageCache({
        ttlMs: config.ssrCacheTtlMs,
        databaseUrl: config.databaseUrl,
        orm,
        logger,
      });
      const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
      const entry = pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href;
      const { render } = (await import(entry)) as { render: RenderFn };
      // Pages, scripts and styles travel compressed; API answers (mounted earlier) do not pay for it.
      app.use(compression());
      app.use(
        '/assets',
        express.static(path.join(webDir, 'assets'), {
          immutable: true,
          maxAge: '1y',
          index: false,
        }),
        // A missing asset (an old hash after a deploy, a source map, which is never built) is a
        // plain 404, not a rendered page.
        (_req, res) => {
          res.status(404).type('text/plain').send('Not found');
        },
      );
      app.use(express.static(webDir, { index: false, maxAge: '1h' }));
      app.get(
        '/{*splat}',
        pageHandler({
          load: () => Promise.resolve({ template, render }),
          link: createSsrLink(schema, orm, services, logger),
          publicUrl: config.publicUrl,
          cache: pages.cache,
          publicCacheSeconds: config.publicPageCacheSeconds,
          logger,
          timeoutMs: config.requestTimeoutMs,
          redirectFor: redirectLookup(orm),
        }),
      );
    },
    close: () => pages?.close() ?? Promise.resolve(),
  };
}
