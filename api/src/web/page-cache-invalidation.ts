import { PgliteConnection } from '@mikro-orm/pglite';
import { channel } from 'node:diagnostics_channel';
import type { Orm } from '../db/orm';
import type { Logger } from '../shared/logger';
import { PUBLIC_CONTENT_CHANNEL } from '../shared/public-content';
import { PageCache } from './page-cache';
import { PostgresChannelListener } from './postgres-channel-listener';

export interface SharedPageCacheOptions {
  ttlMs: number;
  /** PostgreSQL: a dedicated connection listens. Unset: the embedded PGlite in `orm` does. */
  databaseUrl: string | undefined;
  orm: Orm;
  logger: Logger;
}

export interface SharedPageCache {
  cache: PageCache;
  /** Stops listening; the server's shutdown calls it before the database closes. */
  close: () => Promise<void>;
}

/**
 * Published each time a change to public content reaches this server and clears its page
 * cache. The announcement travels through the database, so it arrives a moment after the
 * change commits: whoever needs to know it has landed (a test about to read cached pages)
 * subscribes here. Costs nothing without a subscriber.
 */
export const pageCacheCleared = channel('app.page-cache.cleared');

/**
 * This server's page cache, cleared whenever any server behind the same database commits a
 * change to public content (shared/public-content.ts), the sender included.
 */
export async function openSharedPageCache(
  options: SharedPageCacheOptions,
): Promise<SharedPageCache> {
  const cache = new PageCache(options.ttlMs);
  if (options.ttlMs <= 0) return { cache, close: () => Promise.resolve() };
  const clear = () => {
    cache.clear();
    if (pageCacheCleared.hasSubscribers) pageCacheCleared.publish({});
  };
  const close = options.databaseUrl
    ? await listenOnPostgres(options.databaseUrl, options.logger, clear)
    : await listenOnPglite(options.orm, clear);
  return { cache, close };
}

async function listenOnPostgres(
  databaseUrl: string,
  logger: Logger,
  clear: () => void,
): Promise<() => Promise<void>> {
  const listener = new PostgresChannelListener({
    databaseUrl,
    channel: PUBLIC_CONTENT_CHANNEL,
    logger,
    onNotification: clear,
  });
  await listener.start();
  return () => listener.close();
}

/** PGlite is one process with one connection: it delivers its own notifications in-process. */
async function listenOnPglite(orm: Orm, clear: () => void): Promise<() => Promise<void>> {
  const connection = orm.em.getConnection();
  if (!(connection instanceof PgliteConnection)) {
    throw new Error('Without DATABASE_URL the page cache expects the embedded PGlite database');
  }
  const pglite = await connection.getNativeClient();
  const unsubscribe = await pglite.listen(PUBLIC_CONTENT_CHANNEL, clear);
  return unsubscribe;
}
