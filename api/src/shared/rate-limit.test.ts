import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitKey } from './rate-limit';

function limiterWithClock(limit: number, windowMs: number) {
  let now = 1_000_000;
  const limiter = new RateLimiter({ limit, windowMs, now: () => now });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('allows `limit` attempts per key in a window and refuses the next', () => {
    const { limiter } = limiterWithClock(3, 60_000);
    expect([1, 2, 3, 4].map(() => limiter.tryTake('10.0.0.1'))).toEqual([true, true, true, false]);
  });

  it('counts each key on its own', () => {
    const { limiter } = limiterWithClock(1, 60_000);
    expect(limiter.tryTake('10.0.0.1')).toBe(true);
    expect(limiter.tryTake('10.0.0.2')).toBe(true);
    expect(limiter.tryTake('10.0.0.1')).toBe(false);
  });

  it('frees an attempt once it leaves the sliding window, and not before', () => {
    const { limiter, advance } = limiterWithClock(2, 60_000);
    limiter.tryTake('ip');
    advance(30_000);
    limiter.tryTake('ip');
    advance(29_999);
    expect(limiter.tryTake('ip')).toBe(false);
    advance(1);
    expect(limiter.tryTake('ip')).toBe(true);
    expect(limiter.tryTake('ip')).toBe(false);
  });

  it('does not count refused attempts, so hammering does not extend the wait', () => {
    const { limiter, advance } = limiterWithClock(1, 60_000);
    limiter.tryTake('ip');
    for (let i = 0; i < 5; i++) {
      advance(10_000);
      expect(limiter.tryTake('ip')).toBe(false);
    }
    advance(10_000);
    expect(limiter.tryTake('ip')).toBe(true);
  });

  it('forgets idle keys after a window, so memory stays bounded', () => {
    const { limiter, advance } = limiterWithClock(5, 60_000);
    for (let i = 0; i < 100; i++) limiter.tryTake(`10.0.0.${i}`);
    expect(limiter.size).toBe(100);
    advance(60_000);
    limiter.tryTake('fresh');
    expect(limiter.size).toBe(1);
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

describe('RateLimiter count, release and forget', () => {
  it('takes back one attempt or all of them, freeing the key', () => {
    const { limiter } = limiterWithClock(2, 60_000);
    limiter.tryTake('ip');
    limiter.tryTake('ip');
    expect(limiter.count('ip')).toBe(2);
    limiter.release('ip');
    expect(limiter.count('ip')).toBe(1);
    expect(limiter.tryTake('ip')).toBe(true);
    limiter.forget('ip');
    expect(limiter.count('ip')).toBe(0);
    expect(limiter.size).toBe(0);
  });
});
