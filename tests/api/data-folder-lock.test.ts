import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { createLogger } from '../../api/src/shared/logger';
import { startServer, type RunningServer } from '../../api/src/server';
import { spawnServerProcess, spawnTsx } from '../support/server-process';

const STOP_FIRST = 'Stop the server first';

/** The server as `npm start` runs it on the embedded database in `dataDir`. */
function startEmbeddedServer(dataDir: string): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    OUTBOX_POLL_MS: '0',
  });
  return startServer({ config, logger: createLogger('silent'), web: { mode: 'none' } });
}

/** The id of a process that has run and exited, as a crashed server's lock file would hold. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('a data folder the server holds', () => {
  let dataDir: string;
  let server: RunningServer;
  const databaseFolder = () => path.resolve(dataDir, 'pglite');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'locked-data-'));
    server = await startEmbeddedServer(dataDir);
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server, naming the folder and what to do', async () => {
    const second = startEmbeddedServer(dataDir);
    await expect(second).rejects.toThrow(databaseFolder());
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    await expect(second).rejects.toThrow(STOP_FIRST);
    // The refusal left the first server's data alone.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('makes the server process exit 1 with one line and no stack trace', async () => {
    const refused = spawnServerProcess({ PORT: '0', DATA_DIR: dataDir, DEMO_CONTENT: 'false' });
    expect(await refused.exited).toBe(1);
    const lines = refused.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not start: The embedded database in .* is in use/);
    expect(lines[0]).toContain(STOP_FIRST);
  });

  it('makes npm run migrate and npm run staff:create say to stop the server first', async () => {
    const commands = [
      spawnTsx('api/src/db/migrate-cli.ts', { DATA_DIR: dataDir }, ['up']),
      spawnTsx('api/src/modules/staff/staff-cli.ts', { DATA_DIR: dataDir }, [
        '--role=admin',
        '--email=first.admin@example.com',
        '--password=a long passphrase',
      ]),
    ];
    for (const command of commands) {
      expect(await command.exited).toBe(1);
      expect(command.output()).toContain(databaseFolder());
      expect(command.output()).toContain(STOP_FIRST);
      expect(command.output()).not.toMatch(/^\s+at /m);
    }
  });
});

describe('a lock left by a process that no longer runs', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stale-lock-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('does not stop the server from starting', async () => {
    await writeFile(path.join(dataDir, 'pglite.lock'), `${await deadPid()}\n`);
    const server = await startEmbeddedServer(dataDir);
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
