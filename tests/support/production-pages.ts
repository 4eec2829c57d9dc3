import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageCacheCleared } from '../../api/src/web/page-cache-invalidation';
import { writeStandInBuild } from './stand-in-build';
import { startTestServer, type TestServer } from './test-server';

/**
 * The server as `npm start` runs it, in this process: public pages go through the production
 * web path (page cache and the answers given before Express, compression, validators) over a
 * stand-in build rendering from the sources. The page cache keeps pages for a minute unless
 * `env` says otherwise.
 */
export async function startProductionPages(env: Record<string, string> = {}): Promise<TestServer> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'stand-in-dist-'));
  writeStandInBuild(distDir);
  const server = await startTestServer(
    { mode: 'built', distDir },
    { SSR_CACHE_TTL_MS: '60000', ...env },
  ).catch(async (error: unknown) => {
    await rm(distDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

/** Resolves when a change to public content next reaches a server's page cache and clears it. */
export function nextPageCacheClear(): Promise<void> {
  return new Promise((resolve) => {
    const cleared = () => {
      pageCacheCleared.unsubscribe(cleared);
      resolve();
    };
    pageCacheCleared.subscribe(cleared);
  });
}
