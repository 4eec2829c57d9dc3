/**
 * `npm run bench`: the blog list through GraphQL, through the REST facade and through a minimal
 * baseline (node:http + one SQL query), measured in one run with autocannon, plus SQL
 * statements per request at page sizes 5 and 50. Prints figures; asserts nothing about speed.
 *
 * BENCH_DATABASE_URL=postgres://... measures on PostgreSQL; otherwise on embedded PGlite.
 * BENCH_SECONDS (default 10) sets the length of each measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate, openDatabase, type DatabaseTarget } from '../api/src/db/orm';
import { BlogPost } from '../api/src/modules/blog/blog-post.entity';
import { seedBenchPosts } from './bench-posts';
import { countStatements } from './count-statements';
import { benchProductionEnv } from './support/production-env';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const PAGE_SIZE = 12;
const GRAPHQL_BODY = JSON.stringify({
  query: `query BenchBlogList($limit: Int!) { blogPosts(limit: $limit) { total items { id slug title description category image createdAt } } }`,
  variables: { limit: PAGE_SIZE },
});

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const databaseUrl = process.env['BENCH_DATABASE_URL'];
  const appDir = path.join(work, 'app');
  const baselineDir = path.join(work, 'baseline');
  const children: ChildProcess[] = [];
  try {
    await prepareDatabase({ databaseUrl, pgliteDir: path.join(appDir, 'pglite') });
    // PGlite is one process's database: the baseline reads an identical copy.
    if (!databaseUrl)
      cpSync(path.join(appDir, 'pglite'), path.join(baselineDir, 'pglite'), { recursive: true });

    const appPort = 5310;
    const basePort = 5311;
    children.push(
      await startChild([path.resolve('dist/api/main.js')], appPort, 'Site running', {
        DATA_DIR: appDir,
        DEMO_CONTENT: 'false',
        ...benchProductionEnv(appPort),
        LOG_LEVEL: 'warn',
        SSR_CACHE_TTL_MS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
      await startChild(
        ['--import', 'tsx', 'bench/baseline-server.ts'],
        basePort,
        'baseline ready',
        {
          PGLITE_DIR: path.join(baselineDir, 'pglite'),
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
      ),
    );

    const baseline = await measure('baseline (node:http + SQL)', {
      url: `http://127.0.0.1:${basePort}/posts?limit=${PAGE_SIZE}`,
    });
    const rest = await measure('REST /api/v1/blog/getblog', {
      url: `http://127.0.0.1:${appPort}/api/v1/blog/getblog?limit=${PAGE_SIZE}`,
    });
    const graphql = await measure('GraphQL blogPosts', {
      url: `http://127.0.0.1:${appPort}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: GRAPHQL_BODY,
    });
    const statements = await countStatements();

    printReport(databaseUrl ? 'PostgreSQL' : 'PGlite', [baseline, rest, graphql], statements);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

async function prepareDatabase(target: DatabaseTarget): Promise<void> {
  const orm = await openDatabase(target);
  try {
    await migrate(orm);
    await orm.em.fork().nativeDelete(BlogPost, {});
    await seedBenchPosts(orm);
  } finally {
    await orm.close();
  }
}

function startChild(
  args: string[],
  port: number,
  readyText: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

async function measure(name: string, request: autocannon.Options): Promise<Figures> {
  await autocannon({ ...request, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printReport(
  database: string,
  rows: Figures[],
  statements: Awaited<ReturnType<typeof countStatements>>,
): void {
  const base = rows[0]?.requestsPerSecond ?? 1;
  console.log(
    `\nBlog list, page size ${PAGE_SIZE}, ${CONNECTIONS} connections, ${SECONDS} s each, ${database}\n`,
  );
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      non2xx: row.non2xx,
      errors: row.errors,
      'x baseline': (row.requestsPerSecond / base).toFixed(2),
    })),
  );
  console.log('SQL statements per request');
  console.table(statements);
}

await main();
