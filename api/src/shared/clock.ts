/**
 * Where time comes from for rules that depend on it (what is live, when a schedule is due), so
 * tests can move it. Production uses the system clock; only NODE_ENV=test gets the adjustable
 * one (app-services.ts), which a test-only endpoint sets ahead (shared/test-clock.ts).
 */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock plus an offset a test sets: time still passes, from a later starting point. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock `ms` ahead of where it is now (negative moves it back). */
  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  reset(): Date {
    this.offsetMs = 0;
    return this.now();
  }
}
