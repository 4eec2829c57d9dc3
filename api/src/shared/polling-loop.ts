import type { Logger } from './logger';

export interface PollingLoopOptions {
  /** Pause after each round ends before the next begins; 0 starts no timer. */
  pollMs: number;
  round: () => Promise<unknown>;
  logger: Logger;
  /** Logged with the error when a round fails; the loop goes on. */
  failureMessage: string;
}

/**
 * Runs a background round every `pollMs` inside a server process (the outbox, the publishing
 * schedule): one round at a time, a failed round logged and the next one still scheduled, and
 * `stop` waiting for a round in progress so shutdown never cuts one in half.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(private readonly options: PollingLoopOptions) {}

  start(): void {
    if (this.options.pollMs <= 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  private schedule(): void {
    const { pollMs, round, logger, failureMessage } = this.options;
    this.timer = setTimeout(() => {
      this.running = round()
        .catch((error: unknown) => logger.error({ err: error }, failureMessage))
        .finally(() => {
          if (!this.stopped) this.schedule();
        });
    }, pollMs);
    // A pending poll never keeps the process alive on its own.
    this.timer.unref();
  }

  /** No new round starts; resolves once the round in progress, if any, has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
