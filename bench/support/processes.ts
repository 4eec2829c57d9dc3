import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { benchProductionEnv } from './production-env';

export interface BenchProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a Node process on 127.0.0.1:`port` and resolves once it prints `readyText`. One
 * process at a time is measured, so none takes CPU from another's figures.
 */
export function startProcess(
  args: string[],
  port: number,
  readyText: string,
  env: Record<string, string>,
): Promise<BenchProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    const onExit = (code: number | null) => reject(new Error(`${args.join(' ')} exited: ${code}`));
    child.once('exit', onExit);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes(readyText)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface AppSettings {
  port: number;
  /** The app's own data folder (the embedded database lives in it without a database URL). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** SSR_CACHE_TTL_MS: 0 renders every page afresh. */
  pageCacheMs: number;
}

/** The built server (dist/api/main.js) in production mode, on the benchmark's data. */
export function startBuiltApp(settings: AppSettings): Promise<BenchProcess> {
  return startProcess([path.resolve('dist/api/main.js')], settings.port, 'Site running', {
    ...benchProductionEnv(settings.port),
    DATA_DIR: settings.dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    SSR_CACHE_TTL_MS: String(settings.pageCacheMs),
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
  });
}
