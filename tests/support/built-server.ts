import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BuiltServer {
  process: ChildProcess;
  url: string;
  /** Its own data folder (uploads, the embedded database unless DATABASE_URL says otherwise). */
  dataDir: string;
}

/**
 * Starts the built server (dist/api/main.js, as `npm start` runs it) on a loopback port with the
 * demo content and a fresh data folder; `env` adds to or overrides that. It does not wait for it.
 */
export function spawnBuiltServer(options: {
  port: number;
  dataDirPrefix: string;
  env: Record<string, string>;
  stdout: 'pipe' | 'inherit';
}): BuiltServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdout, 'inherit'],
  });
  return { process: child, url: `http://127.0.0.1:${options.port}`, dataDir };
}
