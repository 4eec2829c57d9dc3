import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  waitForOutput: (text: string) => Promise<void>;
  /** The exit code. */
  exited: Promise<number | null>;
}

const ENTRY = path.resolve(import.meta.dirname, 'api-server-main.ts');

/** Spawns the real server process (API only) with tsx and the given environment. */
export function spawnServerProcess(env: Record<string, string>): ServerProcess {
  return spawnTsx(ENTRY, env);
}

/** Runs a TypeScript entry point (a command-line tool, the server) in its own Node process. */
export function spawnTsx(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
      void exited.then((code) =>
        reject(new Error(`exited with ${code} before printing "${text}":\n${output}`)),
      );
    });
  return { child, output: () => output, waitForOutput, exited };
}
