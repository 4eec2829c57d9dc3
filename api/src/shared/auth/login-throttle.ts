import { setTimeout as wait } from 'node:timers/promises';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../../../../common/staff';
import { RateLimitedError, rateLimitKey, type LoginFailureCounters } from '../rate-limit';

/** First step of the per-account slow-down; it doubles with each failure up to the cap. */
const LOGIN_SLOWDOWN_STEP_MS = 250;
const LOGIN_SLOWDOWN_MAX_MS = 2000;

/**
 * How long to hold a sign-in to an account that failed `recentFailures` times in the window:
 * 0, then 250 ms, 500 ms, 1 s, 2 s, and never more. A slow-down, not a lock, because anyone
 * who knows a staff e-mail could otherwise keep its owner out.
 */
export function accountSlowdownMs(recentFailures: number): number {
  if (recentFailures <= 0) return 0;
  const doublings = Math.min(recentFailures - 1, 16);
  return Math.min(LOGIN_SLOWDOWN_STEP_MS * 2 ** doublings, LOGIN_SLOWDOWN_MAX_MS);
}

export interface LoginAttempt {
  /** The password was right: the pair starts afresh and the attempt is not a failure. */
  succeeded(): Promise<void>;
}

export type Sleep = (ms: number) => Promise<unknown>;

/**
 * The one sign-in policy every login door goes through (OWASP's authentication cheat sheet):
 * - per account and client address, a hard limit: 429 once the pair has failed too often;
 * - per client address across accounts, a higher hard limit against one address trying many;
 * - per account from anywhere, only a growing delay, so strangers cannot lock an account out.
 * The attempt counts as failed from the start and is taken back on success, so a burst of
 * parallel guesses cannot slip past the limits before the first answers are known.
 */
export async function beginLoginAttempt(
  counters: LoginFailureCounters,
  login: { email: string; clientIp: string | undefined },
  sleep: Sleep = wait,
): Promise<LoginAttempt> {
  const address = `address:${rateLimitKey(login.clientIp)}`;
  const pair = `pair:${login.email}|${address}`;
  const account = `account:${login.email}`;
  if (!(await counters.perPair.tryTake(pair))) {
    throw new RateLimitedError(LOGIN_RATE_LIMITED_MESSAGE);
  }
  if (!(await counters.perAddress.tryTake(address))) {
    await counters.perPair.release(pair);
    throw new RateLimitedError(LOGIN_RATE_LIMITED_MESSAGE);
  }
  const delayMs = accountSlowdownMs(await counters.perAccount.count(account));
  await counters.perAccount.record(account);
  if (delayMs > 0) await sleep(delayMs);
  return {
    succeeded: async () => {
      await Promise.all([
        counters.perPair.forget(pair),
        counters.perAddress.release(address),
        counters.perAccount.release(account),
      ]);
    },
  };
}
