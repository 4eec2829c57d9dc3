import { PRIVATE_NO_STORE } from '../shared/private-answer';

/**
 * How long a CDN or reverse proxy may keep a public page after a stale copy starts being
 * refreshed in the background. Browsers ignore s-maxage and stale-while-revalidate, and
 * max-age=0 makes them ask again on every visit, so only shared caches hold pages.
 */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

/**
 * A public page: the same for every visitor (server rendering sees no session), so shared
 * caches may keep it for `seconds` (PUBLIC_PAGE_CACHE_SECONDS); 0 makes them ask every time.
 */
export function publicPageCacheControl(seconds: number): string {
  if (seconds <= 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** A draft opened through a preview link: for the one person holding the link, kept nowhere. */
export const PREVIEW_PAGE_CACHE_CONTROL = PRIVATE_NO_STORE;

/** Staff areas (the shell their client-only screens start from): never kept anywhere. */
export const STAFF_PAGE_CACHE_CONTROL = PRIVATE_NO_STORE;

/**
 * Error pages (404, 503), redirects and failures: not kept, so a page published a moment later
 * or a database back from an outage shows at once.
 */
export const UNCACHED_PAGE_CACHE_CONTROL = 'no-store';
