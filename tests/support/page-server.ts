import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { TestDatabase } from './test-database';

export interface PageServerProcess {
  /** Where its rendered public pages are served. */
  pagesUrl: string;
  close: () => Promise<void>;
}

/**
 * Starts page-server-process.ts in a child process on `database`: nothing in this test
 * process's memory can reach its page cache, only what goes through PostgreSQL.
 */
export async function startPageServerProcess(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<PageServerProcess> {
  const { databaseUrl } = database.target;
  if (!databaseUrl) throw new Error('A page server process needs a PostgreSQL test database');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/page-server-process.ts'],
    {
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`page server process exited with ${code}`)));
  });
  const { pages } = JSON.parse(firstLine) as { pages: string };
  return {
    pagesUrl: pages,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
