import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { PollingLoop } from './polling-loop';

const logger = createLogger('silent');
const loops: PollingLoop[] = [];

function loopOf(round: () => Promise<unknown>, pollMs = 5): PollingLoop {
  const loop = new PollingLoop({ pollMs, round, logger, failureMessage: 'round failed' });
  loops.push(loop);
  return loop;
}

afterEach(async () => {
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
  vi.restoreAllMocks();
});

describe('PollingLoop', () => {
  it('runs rounds one after another until stopped, never two at once', async () => {
    let inProgress = 0;
    let mostAtOnce = 0;
    let rounds = 0;
    const loop = loopOf(async () => {
      inProgress++;
      mostAtOnce = Math.max(mostAtOnce, inProgress);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inProgress--;
      rounds++;
    }, 1);
    loop.start();
    loop.start(); // a second start adds no second timer
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3));
    await loop.stop();
    const afterStop = rounds;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds).toBe(afterStop);
    expect(mostAtOnce).toBe(1);
  });

  it('logs a failed round and goes on with the next', async () => {
    const logged = vi.spyOn(logger, 'error');
    let rounds = 0;
    const loop = loopOf(() => {
      rounds++;
      return rounds === 1 ? Promise.reject(new Error('database away')) : Promise.resolve();
    });
    loop.start();
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2));
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database away' }) as unknown },
      'round failed',
    );
  });

  it('waits on stop for the round in progress to end', async () => {
    let finish: (() => void) | undefined;
    let ended = false;
    const loop = loopOf(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      ended = true;
    });
    loop.start();
    await vi.waitFor(() => expect(finish).toBeDefined());
    const stopped = loop.stop();
    let stopResolved = false;
    void stopped.then(() => (stopResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopResolved).toBe(false);
    finish?.();
    await stopped;
    expect(ended).toBe(true);
  });

  it('starts no timer when the pause is 0', async () => {
    const round = vi.fn(() => Promise.resolve());
    loopOf(round, 0).start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(round).not.toHaveBeenCalled();
  });
});
