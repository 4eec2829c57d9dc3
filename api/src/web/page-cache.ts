import type { PreparedPage } from './page-encoding';

/**
 * A small in-memory cache of rendered public pages, kept ready to send (compressed, with their
 * validator). Pages change only when content changes, so a short time-to-live keeps them fresh
 * while sparing the database under load; a content change anywhere clears it at once
 * (page-cache-invalidation.ts).
 */
export class PageCache<Page = PreparedPage> {
  private readonly entries = new Map<string, { page: Page; expires: number }>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** False when the time-to-live is 0: nothing is ever kept (SSR_CACHE_TTL_MS=0). */
  get keepsPages(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): Page | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /**
   * Marks the start of a render. A page rendered from data read before a clear() must not be
   * stored after it, or the change it missed would stay hidden for a whole time-to-live.
   */
  beginRender(): number {
    return this.clears;
  }

  /** Keeps `page`; false when it is not kept (nothing is, or content changed meanwhile). */
  set(key: string, page: Page, renderBegan = this.clears, now = Date.now()): boolean {
    if (this.ttlMs <= 0 || renderBegan !== this.clears) return false;
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, expires: now + this.ttlMs });
    return true;
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}
