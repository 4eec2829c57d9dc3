import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { spawnBuiltServer } from '../../tests/support/built-server';
import { benchProductionEnv } from './production-env';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built server (dist/) with demo content on a throwaway embedded database; `env` adds to or
 * overrides its settings (DATA_DIR for a data folder prepared beforehand).
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const server = spawnBuiltServer({
    port,
    dataDirPrefix: 'bench-site-',
    env: { ...benchProductionEnv(port), ...env },
    stdout: 'pipe',
  });
  const { process: child, dataDir } = server;
  await waitForOutput(child, 'Site running');
  return {
    url: server.url,
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
