import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config';
import type { Orm } from '../db/orm';
import type { AppServices } from '../shared/context';
import type { Logger } from '../shared/logger';
import { cachedPageAnswer } from './cached-page-answer';
import { publicPageCacheControl } from './page-cache-control';
import { serveBuiltExplorer } from './explorer-page';
import { openSharedPageCache, type SharedPageCache } from './page-cache-invalidation';
import { pageHandler } from './page-handler';
import { redirectLookup } from './redirect-lookup';
import type { RenderFn } from './ssr-contract';
import { createSsrExecutor, createSsrLink } from './ssr-link';
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
    async mount(app, shared) {
      pages = await openSharedPageCache({
        ttlMs: config.ssrCacheTtlMs,
        databaseUrl: config.databaseUrl,
        orm,
        logger,
      });
      const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
      const entry = pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href;
      const { render } = (await import(entry)) as { render: RenderFn };
      // Scripts and styles travel compressed by the build (web/vite.config.ts): the stored copy
      // the browser accepts is sent as it is, with its length. The few public files beside the
      // template are compressed when sent; pages are compressed once when rendered
      // (page-encoding.ts) and API answers (mounted earlier) do not pay for it.
      app.use(
        '/assets',
        expressStaticGzip(path.join(webDir, 'assets'), {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          index: false,
          serveStatic: { immutable: true, maxAge: '1y', index: false },
        }),
        // A missing asset (an old hash after a deploy, a source map, which is never built) is a
        // plain 404, not a rendered page.
        (_req, res) => {
          res.status(404).type('text/plain').send('Not found');
        },
      );
      app.use(
        builtFilesOnly(webDir, [
          compression(),
          express.static(webDir, { index: false, maxAge: '1h' }),
        ]),
      );
      serveBuiltExplorer(app, distDir);
      const publicCacheControl = publicPageCacheControl(config.publicPageCacheSeconds);
      app.get(
        '/{*splat}',
        pageHandler({
          load: () => Promise.resolve({ template, render }),
          link: createSsrLink(schema, orm, services, logger),
          execute: createSsrExecutor(schema, orm, services),
          publicUrl: config.publicUrl,
          cache: pages.cache,
          publicCacheSeconds: config.publicPageCacheSeconds,
          logger,
          timeoutMs: config.requestTimeoutMs,
          redirectFor: redirectLookup(orm),
        }),
      );
      return {
        answerEarly: cachedPageAnswer({
          cache: pages.cache,
          cacheControl: publicCacheControl,
          ...shared,
        }),
      };
    },
    close: () => pages?.close() ?? Promise.resolve(),
  };
}

/**
 * Serves the files the build put beside index.html (images, the icon), listed once at start:
 * the build never changes while the server runs, so page addresses skip a disk look-up each.
 * index.html itself is the template pages are rendered into, never a page of its own.
 */
function builtFilesOnly(webDir: string, serve: RequestHandler[]): RequestHandler {
  const files = new Set(
    readdirSync(webDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(webDir, path.join(entry.parentPath, entry.name)))
      .map((file) => `/${file.split(path.sep).join('/')}`)
      .filter((file) => file !== '/index.html' && !file.startsWith('/assets/')),
  );
  const router = express.Router().use(serve);
  return (req, res, next) => {
    if (files.has(req.path)) router(req, res, next);
    else next();
  };
}
