import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config';
import type { Orm } from '../db/orm';
import type { AppServices } from '../shared/context';
import type { Logger } from '../shared/logger';
import { EXPLORER_PATH } from './explorer-page';
import { pageHandler } from './page-handler';
import { redirectLookup } from './redirect-lookup';
import type { RenderFn } from './ssr-contract';
import { createSsrExecutor, createSsrLink } from './ssr-link';
import type { WebRenderer } from './web-renderer';

/** While developing: Vite serves the sources with hot reload and renders pages from source. */
export function devWeb(deps: {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  services: AppServices;
  schema: GraphQLSchema;
}): WebRenderer {
  let close = () => Promise.resolve();
  return {
    async mount(app) {
      const { createServer } = await import('vite');
      const root = path.resolve('web');
      const vite = await createServer({
        configFile: path.join(root, 'vite.config.ts'),
        server: { middlewareMode: true },
        appType: 'custom',
      });
      close = () => vite.close();
      app.use(vite.middlewares);
      app.get(EXPLORER_PATH, async (req, res) => {
        const raw = readFileSync(path.join(root, 'graphiql.html'), 'utf8');
        res.type('html').send(await vite.transformIndexHtml(req.originalUrl, raw));
      });
      app.get(
        '/{*splat}',
        pageHandler({
          load: async (url) => {
            const raw = readFileSync(path.join(root, 'index.html'), 'utf8');
            const template = await vite.transformIndexHtml(url, raw);
            const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
              render: RenderFn;
            };
            return { template, render: entry.render };
          },
          link: createSsrLink(deps.schema, deps.orm, deps.services, deps.logger),
          execute: createSsrExecutor(deps.schema, deps.orm, deps.services),
          publicUrl: deps.config.publicUrl,
          cache: null,
          // Nothing in front of a development server should keep pages that are being edited.
          publicCacheSeconds: 0,
          logger: deps.logger,
          timeoutMs: deps.config.requestTimeoutMs,
          redirectFor: redirectLookup(deps.orm),
        }),
      );
      return {};
    },
    close: () => close(),
  };
}
