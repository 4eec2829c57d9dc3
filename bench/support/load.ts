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
