import { API_TOKEN_RATE_LIMIT, API_TOKEN_RATE_WINDOW_MS } from '../../../common/api-tokens';
import { RATE_LIMITED_MESSAGE } from '../../../common/leads';
import {
  LOGIN_ADDRESS_FAILURE_FACTOR,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from '../../../common/staff';
import { AppError } from './errors';
import type { Logger } from './logger';
import {
  ALLOW_EVERYTHING,
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  type CounterTime,
  type RateLimitStore,
} from './rate-limit-store';

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
  /** Where the counters live; this process's memory unless given. */
  store?: RateLimitStore | undefined;
  /** Names this limiter's keys in a store that several limiters share. */
  name?: string;
}

/**
 * A limit per key (a client IP, an account): `limit` attempts in a window that opens with the
 * key's first counted attempt and lasts `windowMs`. Refused attempts are not counted, so a
 * client is free again once its window has passed, however often it knocked meanwhile.
 */
export class RateLimiter {
  private readonly now: () => number;
  private readonly store: RateLimitStore;
  private lastCleanup: number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryRateLimitStore();
    this.lastCleanup = this.now();
  }

  /** Counts an attempt for the key; false when the key has used up its limit. */
  async tryTake(key: string): Promise<boolean> {
    const now = await this.cleanUp();
    return this.store.increment(this.keyOf(key), this.options.limit, this.timeAt(now));
  }

  /** Attempts counted for the key within its window. */
  count(key: string): Promise<number> {
    return this.store.count(this.keyOf(key), this.now());
  }

  /** Counts an attempt whether or not the limit is reached. */
  async record(key: string): Promise<void> {
    const now = await this.cleanUp();
    await this.store.increment(this.keyOf(key), Number.POSITIVE_INFINITY, this.timeAt(now));
  }

  /**
   * Takes back one attempt of the key (one counted in advance that turned out fine). Under
   * concurrency it may be another request's: the count stays right either way.
   */
  release(key: string): Promise<void> {
    return this.store.decrement(this.keyOf(key), this.now());
  }

  /** Forgets every attempt of the key. */
  forget(key: string): Promise<void> {
    return this.store.delete(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return this.options.name ? `${this.options.name}:${key}` : key;
  }

  private timeAt(now: number): CounterTime {
    return { now, windowMs: this.options.windowMs };
  }

  /** Once per window, drops the counters whose window has passed; returns the time now. */
  private async cleanUp(): Promise<number> {
    const now = this.now();
    if (now - this.lastCleanup >= this.options.windowMs) {
      this.lastCleanup = now;
      await this.store.deleteExpired(now);
    }
    return now;
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

/** How many times the leads limit a visitor may go over with the excess still kept as spam. */
export const LEAD_SPAM_KEPT_FACTOR = 5;

/** The window of every per-visitor limit (enquiries, applications, orders). */
export const VISITOR_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The limiters one app shares across all its requests. */
export interface RateLimits {
  /** Lead submissions (contact, project, chat) per client IP. */
  leads: RateLimiter;
  /**
   * Submissions past the leads limit that are still kept, as spam, per client IP: a person who
   * wrote once too often is not lost, a flood does not fill the database.
   */
  leadSpam: RateLimiter;
  /** Job applications (each stores a resume of up to 5 MB) per client IP. */
  applications: RateLimiter;
  /** New orders (each asks the payment provider for a checkout) per client IP. */
  payments: RateLimiter;
  /** Failed staff sign-ins; api/src/shared/auth/login-throttle.ts holds the policy. */
  loginFailures: LoginFailureCounters;
  /** Requests per API token per minute (keyed by the token's id). */
  apiTokens: RateLimiter;
  /** Password reset requests per client IP, whether or not the address has an account. */
  passwordResets: RateLimiter;
  /** Reset e-mails per account, so nobody can flood a colleague's inbox with them. */
  passwordResetMails: RateLimiter;
  /** Wrong two-factor codes per account (the password was already right). */
  twoFactorFailures: RateLimiter;
}

/** Reset e-mails one account may receive per hour; further requests are answered, not sent. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;

/** Counters every server shares (PostgreSQL), and where to report their failures. */
export interface SharedCounters {
  store: RateLimitStore;
  logger: Logger;
}

/**
 * The app's limiters: in this process's memory, or in `shared` counters when several servers
 * share one PostgreSQL (a visitor's requests may land on any of them).
 */
export function createRateLimits(
  config: {
    leadRateLimit: number;
    applicationRateLimit?: number;
    paymentRateLimit?: number;
    loginFailureLimit?: number;
    apiTokenRateLimit?: number;
    passwordResetRateLimit?: number;
  },
  shared?: SharedCounters,
): RateLimits {
  // Fail open: when the shared counters cannot be reached, visitors' enquiries, applications and
  // orders are let through. Each of them is written to the same database next, so in an outage
  // it gets the 503 anyway, and when only the counter failed, a real visitor is not turned away.
  const store = shared && new FallbackRateLimitStore(shared.store, ALLOW_EVERYTHING, shared.logger);
  const perVisitor = (name: string, limit: number) =>
    new RateLimiter({ name, limit, windowMs: VISITOR_RATE_WINDOW_MS, store });
  return {
    leads: perVisitor('leads', config.leadRateLimit),
    leadSpam: perVisitor('lead-spam', config.leadRateLimit * LEAD_SPAM_KEPT_FACTOR),
    applications: perVisitor('applications', config.applicationRateLimit ?? 5),
    payments: perVisitor('payments', config.paymentRateLimit ?? 20),
    loginFailures: createLoginFailureCounters(
      config.loginFailureLimit ?? LOGIN_FAILURE_LIMIT,
      shared,
    ),
    apiTokens: new RateLimiter({
      name: 'api-token',
      limit: config.apiTokenRateLimit ?? API_TOKEN_RATE_LIMIT,
      windowMs: API_TOKEN_RATE_WINDOW_MS,
      store,
    }),
    passwordResets: perVisitor('password-resets', config.passwordResetRateLimit ?? 5),
    ...accountSecurityLimits(config.loginFailureLimit ?? LOGIN_FAILURE_LIMIT, shared),
  };
}

/**
 * Limits on what one staff account receives or tries: reset e-mails per hour, and wrong
 * two-factor codes in the sign-in window (as many as the failed sign-ins allowed). Counted in
 * this server's memory while the shared counters are unreachable, like failed sign-ins.
 */
function accountSecurityLimits(
  codeFailureLimit: number,
  shared?: SharedCounters,
): Pick<RateLimits, 'passwordResetMails' | 'twoFactorFailures'> {
  const store =
    shared && new FallbackRateLimitStore(shared.store, new MemoryRateLimitStore(), shared.logger);
  return {
    passwordResetMails: new RateLimiter({
      name: 'password-reset-mails',
      limit: PASSWORD_RESET_MAILS_PER_HOUR,
      windowMs: 60 * 60_000,
      store,
    }),
    twoFactorFailures: new RateLimiter({
      name: 'two-factor',
      limit: codeFailureLimit,
      windowMs: LOGIN_FAILURE_WINDOW_MS,
      store,
    }),
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

export function createLoginFailureCounters(
  pairLimit: number,
  shared?: SharedCounters,
): LoginFailureCounters {
  // Neither open nor closed: when the shared counters fail, each server counts failed sign-ins
  // in its own memory until they answer again. Guessing stays limited (per server, so at most
  // N times the limit with N servers), and staff are never locked out by a broken counter.
  const store =
    shared && new FallbackRateLimitStore(shared.store, new MemoryRateLimitStore(), shared.logger);
  const counter = (name: string, limit: number) =>
    new RateLimiter({ name, limit, windowMs: LOGIN_FAILURE_WINDOW_MS, store });
  return {
    perPair: counter('login-pair', pairLimit),
    perAddress: counter('login-address', pairLimit * LOGIN_ADDRESS_FAILURE_FACTOR),
    perAccount: counter('login-account', Number.POSITIVE_INFINITY),
  };
}

/** Counts one attempt by this client, or refuses it with 429 once the limit is used up. */
export async function takeVisitorAttempt(limiter: RateLimiter, clientIp?: string): Promise<void> {
  if (!(await limiter.tryTake(rateLimitKey(clientIp)))) throw new RateLimitedError();
}
