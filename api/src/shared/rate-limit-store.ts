import type { Logger } from './logger';

/**
 * Where limiters keep their counters: one counter per key, in a window that starts with the
 * key's first counted attempt and ends `windowMs` later; after that the key starts afresh.
 * Times are milliseconds since the epoch, passed in so every store (and every test clock)
 * agrees on what "now" is.
 */
export interface RateLimitStore {
  /**
   * Adds one to the key's counter unless it already holds `limit` within its window (an
   * infinite limit always adds). True when counted; a refused attempt is not counted.
   */
  increment(key: string, limit: number, at: CounterTime): Promise<boolean>;
  /** The key's count within its window (0 once the window has passed). */
  count(key: string, now: number): Promise<number>;
  /** Takes one back from the key's counter, never below zero. */
  decrement(key: string, now: number): Promise<void>;
  /** Forgets the key's counter. */
  delete(key: string): Promise<void>;
  /** Forgets every counter whose window has passed, so stores do not grow forever. */
  deleteExpired(now: number): Promise<void>;
}

export interface CounterTime {
  now: number;
  /** How long a window opened now lasts. */
  windowMs: number;
}

interface Counter {
  count: number;
  expiresAt: number;
}

/** Counters in this process's memory: for the embedded database, which one process owns. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();

  increment(key: string, limit: number, at: CounterTime): Promise<boolean> {
    const counter = this.current(key, at.now) ?? { count: 0, expiresAt: at.now + at.windowMs };
    if (counter.count >= limit) return Promise.resolve(false);
    this.counters.set(key, { ...counter, count: counter.count + 1 });
    return Promise.resolve(true);
  }

  count(key: string, now: number): Promise<number> {
    return Promise.resolve(this.current(key, now)?.count ?? 0);
  }

  decrement(key: string, now: number): Promise<void> {
    const counter = this.current(key, now);
    if (counter) counter.count = Math.max(counter.count - 1, 0);
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  deleteExpired(now: number): Promise<void> {
    for (const [key, counter] of this.counters) {
      if (counter.expiresAt <= now) this.counters.delete(key);
    }
    return Promise.resolve();
  }

  /** Keys being tracked (expired ones until the next deleteExpired). */
  keys(): string[] {
    return [...this.counters.keys()];
  }

  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    return counter && counter.expiresAt > now ? counter : undefined;
  }
}

/** A store that counts nothing and refuses nothing: the fail-open fallback. */
export const ALLOW_EVERYTHING: RateLimitStore = {
  increment: () => Promise.resolve(true),
  count: () => Promise.resolve(0),
  decrement: () => Promise.resolve(),
  delete: () => Promise.resolve(),
  deleteExpired: () => Promise.resolve(),
};

/**
 * Answers from `primary` and, when it fails (the database is down, a statement times out), from
 * `fallback`. A limiter's store never throws, so a broken counter neither crashes a request nor
 * locks anybody out. The failure is logged once when it starts and once when it ends, not on
 * every request in between.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private failing = false;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly logger: Logger,
  ) {}

  increment(key: string, limit: number, at: CounterTime): Promise<boolean> {
    return this.attempt((store) => store.increment(key, limit, at));
  }

  count(key: string, now: number): Promise<number> {
    return this.attempt((store) => store.count(key, now));
  }

  decrement(key: string, now: number): Promise<void> {
    return this.attempt((store) => store.decrement(key, now));
  }

  delete(key: string): Promise<void> {
    return this.attempt((store) => store.delete(key));
  }

  async deleteExpired(now: number): Promise<void> {
    // The fallback may still hold counters from an earlier failure.
    await this.fallback.deleteExpired(now);
    await this.attempt((store) => store.deleteExpired(now));
  }

  private async attempt<T>(use: (store: RateLimitStore) => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await use(this.primary);
    } catch (error) {
      if (!this.failing) {
        this.logger.warn({ err: error }, 'Rate-limit counters failed; using the fallback');
      }
      this.failing = true;
      return use(this.fallback);
    }
    if (this.failing) this.logger.info('Rate-limit counters answer again');
    this.failing = false;
    return answer;
  }
}
