import { describe, expect, it } from 'vitest';
import { createLoginFailureCounters, RateLimitedError } from '../rate-limit';
import { accountSlowdownMs, beginLoginAttempt } from './login-throttle';

/** Records the waits the throttle asks for instead of waiting. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => Promise.resolve(waits.push(ms)) };
}

const from = (clientIp: string, email = 'admin@example.com') => ({ email, clientIp });

describe('accountSlowdownMs', () => {
  it('grows from nothing by doubling and stops at two seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 50, 10_000].map(accountSlowdownMs)).toEqual([
      0, 250, 500, 1000, 2000, 2000, 2000, 2000,
    ]);
  });
});

describe('beginLoginAttempt', () => {
  it('slows an account failing from many addresses but never refuses it', async () => {
    const counters = createLoginFailureCounters(5);
    const { waits, sleep } = recordingSleep();
    for (let n = 1; n <= 7; n += 1)
      await beginLoginAttempt(counters, from(`198.51.100.${n}`), sleep);
    const owner = await beginLoginAttempt(counters, from('203.0.113.1'), sleep);
    await owner.succeeded();
    expect(waits).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
  });

  it('refuses one account and address pair past the limit', async () => {
    const counters = createLoginFailureCounters(2);
    const { sleep } = recordingSleep();
    await beginLoginAttempt(counters, from('198.51.100.1'), sleep);
    await beginLoginAttempt(counters, from('198.51.100.1'), sleep);
    await expect(beginLoginAttempt(counters, from('198.51.100.1'), sleep)).rejects.toThrow(
      RateLimitedError,
    );
  });

  it('starts the pair afresh after a success', async () => {
    const counters = createLoginFailureCounters(2);
    const { sleep } = recordingSleep();
    await beginLoginAttempt(counters, from('198.51.100.1'), sleep);
    await (await beginLoginAttempt(counters, from('198.51.100.1'), sleep)).succeeded();
    await beginLoginAttempt(counters, from('198.51.100.1'), sleep);
    await beginLoginAttempt(counters, from('198.51.100.1'), sleep);
    await expect(beginLoginAttempt(counters, from('198.51.100.1'), sleep)).rejects.toThrow(
      RateLimitedError,
    );
  });

  it('gives one address four times the limit across accounts', async () => {
    const counters = createLoginFailureCounters(2);
    const { sleep } = recordingSleep();
    for (let n = 1; n <= 8; n += 1) {
      await beginLoginAttempt(counters, from('198.51.100.1', `user${n}@example.com`), sleep);
    }
    await expect(
      beginLoginAttempt(counters, from('198.51.100.1', 'user9@example.com'), sleep),
    ).rejects.toThrow(RateLimitedError);
    // The refusal by address did not use up the pair's own allowance.
    expect(await counters.perPair.count('pair:user9@example.com|address:198.51.100.1')).toBe(0);
  });
});
