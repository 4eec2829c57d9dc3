/**
 * A second server in a process of its own, as behind a load balancer: it shares only the
 * PostgreSQL database (DATABASE_URL) with the test's server, and renders public pages with the
 * production page cache (SSR_CACHE_TTL_MS). Prints `{"pages":"http://..."}` once ready; stops
 * on SIGTERM. Started by startPageServerProcess() in page-server.ts.
 */
import { openSharedPageCache } from '../../api/src/web/page-cache-invalidation';
import { createLogger } from '../../api/src/shared/logger';
import { serveRenderedPages } from './rendered-pages';
import { startTestServer } from './test-server';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('page-server-process needs DATABASE_URL');
const ttlMs = Number(process.env['SSR_CACHE_TTL_MS'] ?? '30000');

const server = await startTestServer(
  { mode: 'none' },
  { SSR_CACHE_TTL_MS: String(ttlMs) },
  {
    sharedDatabase: {
      target: { databaseUrl, pgliteDir: 'memory://' },
      drop: () => Promise.resolve(),
    },
  },
);
const pages = await openSharedPageCache({
  ttlMs,
  databaseUrl,
  orm: server.orm,
  logger: createLogger(process.env['TEST_LOG_LEVEL'] ?? 'silent'),
});
const site = await serveRenderedPages(server.orm, { cache: pages.cache });
process.stdout.write(`${JSON.stringify({ pages: site.url })}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await site.close();
    await pages.close();
    await server.close();
    process.exit(0);
  })();
});
