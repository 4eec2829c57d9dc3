/**
 * A small in-memory cache of rendered public pages. Pages change only when content changes,
 * so a short time-to-live keeps them fresh while sparing the database under load.
 */
export class PageCache {
  private readonly entries = new Map<string, { html: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.html;
  }

  set(key: string, html: string, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { html, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
