import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createRateLimits, RateLimiter, rateLimitKey, type RateLimits } from './rate-limit';
import { runRateLimitStoreContract } from './rate-limit.contract';
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store';

describe('RateLimiter on MemoryRateLimitStore', () => {
  const store = new MemoryRateLimitStore();
  runRateLimitStoreContract(() => ({
    store,
    storedKeys: () => Promise.resolve(store.keys()),
  }));

  it('keeps each limiter in its own memory unless given a store', async () => {
    const first = new RateLimiter({ limit: 1, windowMs: 60_000 });
    const second = new RateLimiter({ limit: 1, windowMs: 60_000 });
    expect(await first.tryTake('ip')).toBe(true);
    expect(await second.tryTake('ip')).toBe(true);
  });
});

describe('rateLimitKey', () => {
  it('counts IPv4, IPv4-mapped and each IPv6 /64 network as one client', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKey('2001:db8:0:1:ffff:ffff:ffff:fffe')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKey('2001:0db8:0000:0002::9')).toBe('2001:db8:0:2::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey(undefined)).toBe('unknown');
  });
});

/** A shared store whose database is down: every call fails as pg does. */
const unreachable: RateLimitStore = {
  increment: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  count: () => Promise.reject(new Error('Connection terminated unexpectedly')),
  decrement: () => Promise.reject(new Error('Connection terminated unexpectedly')),
  delete: () => Promise.reject(new Error('Connection terminated unexpectedly')),
  deleteExpired: () => Promise.reject(new Error('Connection terminated unexpectedly')),
};

function limitsOnUnreachableStore(): RateLimits {
  return createRateLimits(
    { leadRateLimit: 2, applicationRateLimit: 2, paymentRateLimit: 2, loginFailureLimit: 2 },
    { store: unreachable, logger: createLogger('silent') },
  );
}

describe('rate limits when the shared counters fail', () => {
  it("let visitors' enquiries, applications and orders through (fail open)", async () => {
    const { leads, applications, payments } = limitsOnUnreachableStore();
    for (const limiter of [leads, applications, payments]) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => limiter.tryTake('203.0.113.7')));
      expect(answers).toEqual([true, true, true, true]);
    }
  });

  it("count failed sign-ins in the server's own memory, so guessing stays limited", async () => {
    const { loginFailures } = limitsOnUnreachableStore();
    const pair = 'pair:admin@example.com|address:203.0.113.7';
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await loginFailures.perPair.tryTake(pair));
    expect(answers).toEqual([true, true, false]);
    await loginFailures.perPair.forget(pair);
    expect(await loginFailures.perPair.tryTake(pair)).toBe(true);
    await loginFailures.perAccount.record('account:admin@example.com');
    expect(await loginFailures.perAccount.count('account:admin@example.com')).toBe(1);
  });
});

describe('FallbackRateLimitStore', () => {
  it('logs a failure once when it starts and once when it ends, not on every call', async () => {
    const messages: string[] = [];
    const logger = pino(
      new Writable({
        write(line: Buffer, _encoding, done) {
          messages.push((JSON.parse(line.toString()) as { msg: string }).msg);
          done();
        },
      }),
    );
    let down = false;
    const working = new MemoryRateLimitStore();
    const flaky: RateLimitStore = {
      ...unreachable,
      increment: (...args) => (down ? unreachable.increment(...args) : working.increment(...args)),
    };
    const limiter = new RateLimiter({
      limit: 10,
      windowMs: 60_000,
      store: new FallbackRateLimitStore(flaky, new MemoryRateLimitStore(), logger),
    });
    await limiter.tryTake('ip');
    down = true;
    for (let n = 0; n < 3; n += 1) await limiter.tryTake('ip');
    down = false;
    await limiter.tryTake('ip');
    await limiter.tryTake('ip');
    expect(messages).toEqual([
      'Rate-limit counters failed; using the fallback',
      'Rate-limit counters answer again',
    ]);
  });
});
