// The server bundle's `render`, loaded from the web app's sources by Vite instead of from a
// build, for server processes that tests spawn: they render real pages through the production
// web path (page cache included) without `npm run build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import type { RenderFn } from '../../api/src/web/ssr-contract';

const root = path.resolve(import.meta.dirname, '../../web');

const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  // Its own cache folder: several such processes start at once and must not share one. A test
  // rendering in its own process (production-pages.ts) has no DATA_DIR in its environment.
  cacheDir: path.join(
    process.env['DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'source-render-')),
    'vite-cache',
  ),
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  appType: 'custom',
  logLevel: 'silent',
});
const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn };

export const render: RenderFn = entry.render;
