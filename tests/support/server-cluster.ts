import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnTsx, type ServerProcess } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const ENTRY = path.resolve(import.meta.dirname, 'web-server-main.ts');

export interface ClusterServer {
  url: string;
  process: ServerProcess;
}

export interface ServerCluster {
  servers: ClusterServer[];
  /** The one PostgreSQL database every server uses. */
  databaseUrl: string;
  /** Sends SIGTERM to the servers still running, then drops the database. */
  close: () => Promise<void>;
}

/**
 * Several real server processes (pages rendered on the server, as `npm start` serves them),
 * started at the same moment on one fresh PostgreSQL database, each with its own data folder.
 * Processes, not servers in the test's own process: nothing in memory can pass for shared state.
 */
export async function startServerCluster(
  count: number,
  env: Record<string, string>,
): Promise<ServerCluster> {
  const database = await createTestDatabase();
  const databaseUrl = database.target.databaseUrl;
  if (!databaseUrl) throw new Error('A cluster needs PostgreSQL: set TEST_DATABASE_URL');
  const dataDirs = await Promise.all(
    Array.from({ length: count }, () => mkdtemp(path.join(tmpdir(), 'cluster-data-'))),
  );
  const processes = dataDirs.map((dataDir) =>
    spawnTsx(ENTRY, { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env }),
  );
  const close = () => stopAll(processes, database, dataDirs);
  const starts = await Promise.allSettled(processes.map(addressOf));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  const servers = starts.map((start, index) => ({
    url: start.status === 'fulfilled' ? start.value : '',
    process: processes[index] as ServerProcess,
  }));
  return { servers, databaseUrl, close };
}

async function addressOf(server: ServerProcess): Promise<string> {
  await server.waitForOutput('Site running at');
  const [address] = /http:\/\/127\.0\.0\.1:\d+/.exec(server.output()) ?? [];
  if (!address) throw new Error(`No address in the output:\n${server.output()}`);
  return address;
}

async function stopAll(
  processes: ServerProcess[],
  database: TestDatabase,
  dataDirs: string[],
): Promise<void> {
  const running = processes.filter(
    ({ child }) => child.exitCode === null && child.signalCode === null,
  );
  for (const server of running) server.child.kill('SIGTERM');
  // A server that does not stop in time is not left behind.
  const kill = setTimeout(() => running.forEach(({ child }) => child.kill('SIGKILL')), 15_000);
  await Promise.all(running.map((server) => server.exited));
  clearTimeout(kill);
  await database.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
