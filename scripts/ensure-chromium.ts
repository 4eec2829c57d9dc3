/**
 * Makes sure the browser tests have Chromium before `npm test` spends minutes on checks. Like
 * Playwright's own installer: on Debian as root it installs the distribution's package
 * (apt-get), anywhere else it stops with one line saying what to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian's `chromium` package puts the browser, and so the one path apt-get can fill. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser the browser tests launch; CHROMIUM_PATH points them at another build. */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string =>
  env['CHROMIUM_PATH'] ?? DEBIAN_CHROMIUM;

/** Flags for a test or measuring browser: no sandbox (root in CI), no GPU, no background traffic. */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What installing needs from the machine; tests pass a stand-in so no real apt-get runs. */
export interface Machine {
  exists: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command to the end; throws when it fails. */
  run: (command: string, args: string[]) => void;
  log: (line: string) => void;
}

/** The one-line instruction for a machine where the tests cannot install Chromium themselves. */
export function missingChromiumMessage(browser: string): string {
  return browser === DEBIAN_CHROMIUM
    ? `Browser tests need Chromium at ${browser}: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH to a Chromium binary), then npm test again.`
    : `Browser tests need Chromium at ${browser} (CHROMIUM_PATH): install it there or point CHROMIUM_PATH at a Chromium binary.`;
}

/** Returns when `browser` exists, installing Debian's package first when it can; throws when not. */
export function ensureChromium(browser: string, machine: Machine): void {
  if (machine.exists(browser)) return;
  const canInstall = browser === DEBIAN_CHROMIUM && machine.isRoot && machine.hasAptGet;
  if (!canInstall) throw new Error(missingChromiumMessage(browser));
  machine.log(`Installing Debian's chromium for the browser tests (apt-get install chromium)`);
  try {
    machine.run('apt-get', ['update', '-qq']);
    machine.run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } catch {
    // apt-get has printed its own error above; the last line says what to do about it.
    throw new Error(`apt-get could not install chromium. ${missingChromiumMessage(browser)}`);
  }
  if (!machine.exists(browser)) throw new Error(missingChromiumMessage(browser));
}

function onPath(command: string): boolean {
  const dirs = (process.env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  return dirs.some((dir) => existsSync(path.join(dir, command)));
}

/** This machine: apt-get's progress is hidden, its errors are shown. */
export const thisMachine: Machine = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
  run: (command, args) => {
    execFileSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  },
  log: (line) => console.log(line),
};

function main(): void {
  try {
    ensureChromium(chromiumPath(), thisMachine);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) main();
