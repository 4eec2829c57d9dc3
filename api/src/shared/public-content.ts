import type { Em } from '../db/orm';

/**
 * Staff edits (a new post, a closed job) change what public pages show, and every server keeps
 * rendered pages for a short while. A change is announced on this PostgreSQL channel; each
 * server (the sender included) listens and clears its page cache (web/page-cache-invalidation.ts).
 */
export const PUBLIC_CONTENT_CHANNEL = 'page_cache';

/**
 * Call inside the transaction that changes public content: PostgreSQL delivers the notification
 * when, and only if, that transaction commits, so a rolled-back edit clears no cache and a
 * committed one is never missed because the process stopped right after the commit.
 */
export async function announcePublicContentChange(em: Em): Promise<void> {
  await em.execute(`select pg_notify('${PUBLIC_CONTENT_CHANNEL}', '')`);
}

/** Runs a write to public content in one transaction with its announcement. */
export function changePublicContent<T>(em: Em, write: (em: Em) => Promise<T>): Promise<T> {
  return em.transactional(async (transaction) => {
    const result = await write(transaction);
    await announcePublicContentChange(transaction);
    return result;
  });
}
