/**
 * `npm run bench`: how fast the site serves public pages and the blog list API, each figure
 * printed beside its goal and measured in one run with autocannon, one server at a time:
 * - pages: a cached page against a bare node:http server sending the same bytes; an uncached
 *   blog list render against the uncached terms page, measured in turns on one server;
 *   validators, 304s and brotli;
 * - the blog list: REST and GraphQL against a raw baseline (node:http + one SQL query), in
 *   turns, p99 at 50 connections, a public GraphQL read by hash with GET and its Cache-Control, and SQL
 *   statements per request at page sizes 5 and 50.
 * Prints figures; asserts nothing about speed.
 *
 * BENCH_DATABASE_URL=postgres://... measures on PostgreSQL; otherwise on embedded PGlite.
 * BENCH_SECONDS (default 10) sets the length of each measurement; BENCH_PORT (default 5310)
 * the first of the two ports used.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkGraphqlCaching, measureApi } from './api-figures';
import { prepareBenchDatabase } from './bench-posts';
import { countStatements } from './count-statements';
import {
  CACHED_PAGES,
  checkPage,
  measurePage,
  measurePagesInTurns,
  recordAnswers,
  startReplay,
  UNCACHED_PAGES,
  type PageChecks,
} from './page-figures';
import type { Figures } from './support/load';
import { startBuiltApp, startProcess, type BenchProcess } from './support/processes';
import { printServingReport } from './serving-report';

const databaseUrl = process.env['BENCH_DATABASE_URL'];
const appPort = Number(process.env['BENCH_PORT'] ?? 5310);
const otherPort = appPort + 1;

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const pgliteDir = path.join(work, 'pglite');
  try {
    await prepareBenchDatabase({ databaseUrl, pgliteDir });
    // The baseline reads a copy of the embedded data: two processes cannot open one folder.
    const baselineDir = path.join(work, 'baseline-pglite');
    if (!databaseUrl) cpSync(pgliteDir, baselineDir, { recursive: true });
    // Figures compared with each other are taken in turns, their servers side by side (the one
    // not measured is idle); other servers run one at a time.
    const app = { port: appPort, dataDir: work, databaseUrl };
    const uncached = await during(startBuiltApp({ ...app, pageCacheMs: 0 }), async (url) => ({
      api: await during(startBaselineServer(baselineDir), (baselineUrl) =>
        measureApi(baselineUrl, url),
      ),
      caching: await checkGraphqlCaching(url),
      pages: await measurePagesInTurns('uncached', url, UNCACHED_PAGES),
      checks: await checkPage(`${url}/blog/education`),
    }));
    const replayFile = path.join(work, 'replay.json');
    const cached = await during(startBuiltApp({ ...app, pageCacheMs: 60_000 }), async (url) => {
      await recordAnswers(url, CACHED_PAGES, replayFile);
      return {
        pages: await measureEach(url, CACHED_PAGES, 'cached'),
        checks: await checkPage(`${url}/blog/education`),
      };
    });
    const bare = await during(startReplay(otherPort, replayFile), (url) =>
      measureEach(url, CACHED_PAGES, 'bare node:http, same bytes'),
    );
    printServingReport({
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      api: uncached.api,
      caching: uncached.caching,
      pages: [...uncached.pages, ...cached.pages, ...bare],
      checks: { uncached: uncached.checks, cached: cached.checks } satisfies Record<
        string,
        PageChecks
      >,
      statements: await countStatements(),
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function startBaselineServer(pgliteDir: string): Promise<BenchProcess> {
  return startProcess(
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    otherPort,
    'baseline ready',
    {
      PGLITE_DIR: pgliteDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  );
}

/** Runs `work` against a started server, then stops it (also when `work` fails). */
async function during<T>(started: Promise<BenchProcess>, work: (url: string) => Promise<T>) {
  const server = await started;
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

async function measureEach(baseUrl: string, paths: string[], kind: string): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const pagePath of paths)
    rows.push(await measurePage(`${kind} ${pagePath}`, `${baseUrl}${pagePath}`));
  return rows;
}

await main();
