import { expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';
import type { RateLimitStore } from './rate-limit-store';

export interface StoreUnderTest {
  store: RateLimitStore;
  /** The keys of every counter the store holds right now, expired or not. */
  storedKeys: () => Promise<string[]>;
}

const WINDOW_MS = 60_000;
let limiterCount = 0;

/**
 * A limiter on the store with a clock the test moves. Each gets a name of its own, so a store
 * shared by several tests (one database table) still starts empty for every test.
 */
function limiterOn(subject: StoreUnderTest, limit: number) {
  limiterCount += 1;
  const name = `contract-${limiterCount}`;
  let now = 1_000_000;
  const limiter = new RateLimiter({
    name,
    limit,
    windowMs: WINDOW_MS,
    now: () => now,
    store: subject.store,
  });
  const storedKeys = async () =>
    (await subject.storedKeys()).filter((key) => key.startsWith(`${name}:`));
  return { limiter, storedKeys, advance: (ms: number) => (now += ms) };
}

async function takeInTurn(limiter: RateLimiter, key: string, times: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let n = 0; n < times; n += 1) answers.push(await limiter.tryTake(key));
  return answers;
}

/**
 * What a RateLimiter promises on every RateLimitStore (rate-limit.ts, rate-limit-store.ts), as
 * tests. A test file calls this inside its describe block; `subject` may share one store.
 */
export function runRateLimitStoreContract(subject: () => StoreUnderTest): void {
  it('allows `limit` attempts per key in a window and refuses the next', async () => {
    const { limiter } = limiterOn(subject(), 3);
    expect(await takeInTurn(limiter, '10.0.0.1', 4)).toEqual([true, true, true, false]);
  });

  it('counts each key on its own', async () => {
    const { limiter } = limiterOn(subject(), 1);
    expect(await limiter.tryTake('10.0.0.1')).toBe(true);
    expect(await limiter.tryTake('10.0.0.2')).toBe(true);
    expect(await limiter.tryTake('10.0.0.1')).toBe(false);
  });

  it('frees the key once the window its first attempt opened has passed, and not before', async () => {
    const { limiter, advance } = limiterOn(subject(), 2);
    await limiter.tryTake('ip');
    advance(30_000);
    await limiter.tryTake('ip');
    advance(29_999);
    expect(await limiter.tryTake('ip')).toBe(false);
    advance(1);
    expect(await takeInTurn(limiter, 'ip', 3)).toEqual([true, true, false]);
  });

  it('does not count refused attempts, so hammering does not extend the wait', async () => {
    const { limiter, advance } = limiterOn(subject(), 1);
    await limiter.tryTake('ip');
    for (let n = 0; n < 5; n += 1) {
      advance(10_000);
      expect(await limiter.tryTake('ip')).toBe(false);
    }
    expect(await limiter.count('ip')).toBe(1);
    advance(10_000);
    expect(await limiter.tryTake('ip')).toBe(true);
  });

  it('counts parallel attempts exactly: no burst slips past the limit', async () => {
    const { limiter } = limiterOn(subject(), 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => limiter.tryTake('ip')));
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await limiter.count('ip')).toBe(3);
  });

  it('takes back one attempt or all of them, freeing the key', async () => {
    const { limiter } = limiterOn(subject(), 2);
    await takeInTurn(limiter, 'ip', 2);
    expect(await limiter.count('ip')).toBe(2);
    await limiter.release('ip');
    expect(await limiter.count('ip')).toBe(1);
    expect(await limiter.tryTake('ip')).toBe(true);
    expect(await limiter.tryTake('ip')).toBe(false);
    await limiter.forget('ip');
    expect(await limiter.count('ip')).toBe(0);
    expect(await takeInTurn(limiter, 'ip', 3)).toEqual([true, true, false]);
  });

  it('never takes a count below zero', async () => {
    const { limiter } = limiterOn(subject(), 1);
    await limiter.release('ip');
    await limiter.tryTake('ip');
    await limiter.release('ip');
    await limiter.release('ip');
    expect(await limiter.count('ip')).toBe(0);
    expect(await takeInTurn(limiter, 'ip', 2)).toEqual([true, false]);
  });

  it('records attempts past the limit without refusing, and counts them', async () => {
    const { limiter, advance } = limiterOn(subject(), 2);
    for (let n = 0; n < 4; n += 1) await limiter.record('account');
    expect(await limiter.count('account')).toBe(4);
    expect(await limiter.tryTake('account')).toBe(false);
    advance(WINDOW_MS);
    expect(await limiter.count('account')).toBe(0);
  });

  it('drops counters whose window has passed, so the store does not grow forever', async () => {
    const { limiter, storedKeys, advance } = limiterOn(subject(), 5);
    for (let n = 0; n < 20; n += 1) await limiter.tryTake(`10.0.0.${n}`);
    expect(await storedKeys()).toHaveLength(20);
    advance(WINDOW_MS);
    await limiter.tryTake('fresh');
    expect(await storedKeys()).toHaveLength(1);
  });
}
