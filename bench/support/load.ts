import autocannon from 'autocannon';

export const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A short warm-up (JIT, pools, caches), then the measurement. */
export async function measure(
  name: string,
  request: autocannon.Options,
  connections: number,
): Promise<Figures> {
  await autocannon({ ...request, connections, duration: 2 });
  const result = await autocannon({ ...request, connections, duration: SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** How many turns each target gets in measureInTurns. */
const TURNS = 5;
/** The pause after each turn: longer than the server takes to answer a turn's last requests. */
const DRAIN_MS = 500;

/**
 * Several targets measured in turns (a, b, c, a, b, c, ...) after a warm-up of each, for figures
 * that are compared with each other: a shared machine's speed drifts over seconds, and a ratio of
 * two figures taken one after the other measures that drift as much as the targets. Each target
 * gets SECONDS in all; its requests per second are over all its turns, its latencies the middle
 * turn's (a turn's first requests wait for the connections to open, which a short turn shows).
 */
export async function measureInTurns(
  targets: { name: string; request: autocannon.Options }[],
  connections: number,
): Promise<Figures[]> {
  const turnSeconds = Math.max(1, SECONDS / TURNS);
  for (const { request } of targets) await autocannon({ ...request, connections, duration: 2 });
  const turns = targets.map((): autocannon.Result[] => []);
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [index, { request }] of targets.entries()) {
      turns[index]?.push(await autocannon({ ...request, connections, duration: turnSeconds }));
      // A turn ends with its last requests unanswered; the server finishes them before the next.
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    }
  }
  return targets.map(({ name }, index) => overTurns(name, turns[index] ?? []));
}

function overTurns(name: string, results: autocannon.Result[]): Figures {
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const middle = (pick: (result: autocannon.Result) => number) =>
    results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)] ?? 0;
  return {
    name,
    requestsPerSecond: sum((result) => result.requests.total) / sum((result) => result.duration),
    p50: middle((result) => result.latency.p50),
    p99: middle((result) => result.latency.p99),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors + result.timeouts),
  };
}
