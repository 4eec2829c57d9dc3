import type { Em, Orm } from '../../db/orm';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { PollingLoop } from '../../shared/polling-loop';
import { PUBLIC_CONTENT_SQL } from '../../shared/public-content';

/**
 * One kind of due change (scheduled posts going live, jobs reaching their closing date). `run`
 * claims the due rows with one UPDATE ... WHERE <still due> RETURNING inside the transaction it
 * is given, and does what must follow for each (the 'published' hook) in that same transaction:
 * a row two servers race for is updated by one of them only, since the other's UPDATE waits for
 * the row and then finds it no longer due. Answers the ids it changed.
 */
export interface PublishingTask {
  name: string;
  run: (em: Em, now: Date) => Promise<number[]>;
}

export type PublishingRound = Record<string, number[]>;

export interface PublishingSchedulerOptions {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  tasks: readonly PublishingTask[];
  /** Pause between rounds; 0 starts no timer (tests call runOnce). */
  pollMs: number;
}

/**
 * Makes scheduled posts and jobs live, and closes jobs on their closing date, from inside every
 * server process: claims in the database make each change happen once however many servers
 * run, and the page caches of all of them are cleared in the same transaction.
 */
export class PublishingScheduler {
  private running: Promise<PublishingRound> | undefined;
  private readonly loop: PollingLoop;

  constructor(private readonly options: PublishingSchedulerOptions) {
    this.loop = new PollingLoop({
      pollMs: options.pollMs,
      round: () => this.runOnce(),
      logger: options.logger,
      failureMessage: 'publishing round failed',
    });
  }

  /** One round at the clock's time (or `now`); rounds of one scheduler never overlap. */
  runOnce(now: Date = this.options.clock.now()): Promise<PublishingRound> {
    this.running ??= this.round(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(now: Date): Promise<PublishingRound> {
    const round: PublishingRound = {};
    for (const task of this.options.tasks) {
      round[task.name] = await this.options.orm.em.fork().transactional(async (em) => {
        const changed = await task.run(em, now);
        // Raw updates pass no flush, so the page caches are told here, in the same transaction.
        if (changed.length) await em.execute(PUBLIC_CONTENT_SQL);
        return changed;
      });
    }
    const changed = Object.entries(round).filter(([, ids]) => ids.length);
    if (changed.length) this.options.logger.info(Object.fromEntries(changed), 'publishing round');
    return round;
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the timer and waits for a round in progress (timed or called). */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.running?.catch(() => undefined);
  }
}
