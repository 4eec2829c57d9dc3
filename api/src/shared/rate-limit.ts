import { RATE_LIMITED_MESSAGE } from '../../../common/leads';
import {
  LOGIN_ADDRESS_FAILURE_FACTOR,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from '../../../common/staff';
import { AppError } from './errors';

export class RateLimitedError extends AppError {
  constructor(message = RATE_LIMITED_MESSAGE) {
    super(message, 'RATE_LIMITED', 429);
  }
}

export interface RateLimiterOptions {
  /** Attempts allowed per key within one window. */
  limit: number;
  windowMs: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
}

/**
 * A sliding-window limit kept in memory: each key (a client IP) may take `limit` attempts
 * within any `windowMs`. Refused attempts are not counted, so a client is free again once its
 * oldest counted attempt leaves the window.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly now: () => number;
  private lastSweep: number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Counts an attempt for the key; false when the key has used up its limit. */
  tryTake(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const recent = this.recentAttempts(key, now);
    if (recent.length >= this.options.limit) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return true;
  }

  /** Attempts counted for the key within the window. */
  count(key: string): number {
    return this.recentAttempts(key, this.now()).length;
  }

  /** Counts an attempt whether or not the limit is reached. */
  record(key: string): void {
    const now = this.now();
    this.sweep(now);
    this.attempts.set(key, [...this.recentAttempts(key, now), now]);
  }

  /**
   * Takes back one attempt of the key (one counted in advance that turned out fine). The newest
   * goes, which under concurrency may be another request's: the count stays right either way.
   */
  release(key: string): void {
    const times = this.attempts.get(key);
    times?.pop();
    if (times?.length === 0) this.attempts.delete(key);
  }

  /** Forgets every attempt of the key. */
  forget(key: string): void {
    this.attempts.delete(key);
  }

  /** Keys being tracked (idle keys are forgotten after a window). */
  get size(): number {
    return this.attempts.size;
  }

  private recentAttempts(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.attempts.get(key) ?? []).filter((time) => time > since);
  }

  /** Once per window, forgets keys with no attempt inside it, so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    const since = now - this.options.windowMs;
    for (const [key, times] of this.attempts) {
      if (!times.some((time) => time > since)) this.attempts.delete(key);
    }
  }
}

/**
 * One bucket per client: IPv4-mapped addresses count as IPv4, and an IPv6 client counts by its
 * /64 network, since one home or server holds a whole /64 to rotate through.
 */
export function rateLimitKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The window of every per-visitor limit (enquiries, applications, orders). */
export const VISITOR_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The limiters one app shares across all its requests. */
export interface RateLimits {
  /** Lead submissions (contact, project, chat) per client IP. */
  leads: RateLimiter;
  /** Job applications (each stores a resume of up to 5 MB) per client IP. */
  applications: RateLimiter;
  /** New orders (each asks the payment provider for a checkout) per client IP. */
  payments: RateLimiter;
  /** Failed staff sign-ins; api/src/shared/auth/login-throttle.ts holds the policy. */
  loginFailures: LoginFailureCounters;
}

export function createRateLimits(config: {
  leadRateLimit: number;
  applicationRateLimit?: number;
  paymentRateLimit?: number;
  loginFailureLimit?: number;
}): RateLimits {
  const perVisitor = (limit: number) =>
    new RateLimiter({ limit, windowMs: VISITOR_RATE_WINDOW_MS });
  return {
    leads: perVisitor(config.leadRateLimit),
    applications: perVisitor(config.applicationRateLimit ?? 5),
    payments: perVisitor(config.paymentRateLimit ?? 20),
    loginFailures: createLoginFailureCounters(config.loginFailureLimit ?? LOGIN_FAILURE_LIMIT),
  };
}

/** Failed sign-ins counted three ways (see login-throttle.ts for what each one does). */
export interface LoginFailureCounters {
  /** Per account and client address: the hard limit. */
  perPair: RateLimiter;
  /** Per client address across all accounts: a higher limit for one address trying many. */
  perAddress: RateLimiter;
  /** Per account from anywhere: never refuses, only slows the answers down. */
  perAccount: RateLimiter;
}

export function createLoginFailureCounters(pairLimit: number): LoginFailureCounters {
  const counter = (limit: number) => new RateLimiter({ limit, windowMs: LOGIN_FAILURE_WINDOW_MS });
  return {
    perPair: counter(pairLimit),
    perAddress: counter(pairLimit * LOGIN_ADDRESS_FAILURE_FACTOR),
    perAccount: counter(Number.POSITIVE_INFINITY),
  };
}

/** Counts one attempt by this client, or refuses it with 429 once the limit is used up. */
export function takeVisitorAttempt(limiter: RateLimiter | undefined, clientIp?: string): void {
  if (limiter && !limiter.tryTake(rateLimitKey(clientIp))) throw new RateLimitedError();
}
