/**
 * Staff edits (a new post, a closed job) change what public pages show, and every server keeps
 * rendered pages for a short while. A change is announced on this PostgreSQL channel; each
 * server (the sender included) listens and clears its page cache (web/page-cache-invalidation.ts).
 */
export const PUBLIC_CONTENT_CHANNEL = 'page_cache';

/** Sent inside the transaction that changes public content (db/public-content-subscriber.ts). */
export const PUBLIC_CONTENT_SQL = `select pg_notify('${PUBLIC_CONTENT_CHANNEL}', '')`;
