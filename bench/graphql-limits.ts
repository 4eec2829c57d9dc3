/**
 * `npm run bench:graphql-limits`: how long the server takes to refuse documents built to explode
 * when fragment spreads are expanded (level 30: 2^30 selections in about 2.5 KB), against a small
 * ordinary query answered in the same run. Median of several requests each; asserts nothing.
 */
import { loadConfig } from '../api/src/config';
import { startServer } from '../api/src/server';
import { createLogger } from '../api/src/shared/logger';
import { doubledSpreadChain, fragmentChain } from '../tests/support/fragment-chains';
import { benchProductionEnv } from './support/production-env';

const RUNS = 51;
const WARM_UP = 10;
const LEVELS = 30;

interface Case {
  name: string;
  query: string;
  expectedStatus: number;
}

const CASES: Case[] = [
  {
    name: 'baseline: blogPosts(limit: 5)',
    query: '{ blogPosts(limit: 5) { total items { id title } } }',
    expectedStatus: 200,
  },
  {
    name: `refused: fragment chain, n = ${LEVELS}`,
    query: fragmentChain(LEVELS),
    expectedStatus: 400,
  },
  {
    name: `refused: doubled-spread chain, n = ${LEVELS}`,
    query: doubledSpreadChain(LEVELS),
    expectedStatus: 400,
  },
];

async function main(): Promise<void> {
  const config = loadConfig({ ...benchProductionEnv(0), PORT: '0', LOG_LEVEL: 'silent' });
  const server = await startServer({
    config,
    logger: createLogger('silent'),
    web: { mode: 'none' },
    pgliteDir: 'memory://',
  });
  try {
    const times = await timeInRounds(`${server.url}/graphql`);
    const rows = CASES.map((benchCase, index) => ({
      request: benchCase.name,
      bytes: benchCase.query.length,
      status: benchCase.expectedStatus,
      'median ms': round(median(times[index] ?? [])),
      'max ms': round(Math.max(...(times[index] ?? []))),
    }));
    console.log(`\nGraphQL limits, production settings, median of ${RUNS} requests each\n`);
    console.table(rows);
  } finally {
    await server.close();
  }
}

/** One request of each case per round, so a busy moment on the machine weighs on all alike. */
async function timeInRounds(url: string): Promise<number[][]> {
  const times: number[][] = CASES.map(() => []);
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const [index, benchCase] of CASES.entries()) {
      const elapsed = await timeRequest(url, benchCase);
      if (round >= WARM_UP) times[index]?.push(elapsed);
    }
  }
  return times;
}

async function timeRequest(url: string, benchCase: Case): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: benchCase.query }),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== benchCase.expectedStatus) {
    throw new Error(`${benchCase.name}: status ${response.status}`);
  }
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

await main();
