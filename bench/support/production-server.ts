import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchProductionEnv } from './production-env';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/** The built server (dist/) with demo content on a throwaway embedded database. */
export async function startProductionServer(port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ...benchProductionEnv(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForOutput(child, 'Site running');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}
