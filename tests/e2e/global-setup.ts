import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  chromiumPath,
  missingChromiumMessage,
  QUIET_CHROMIUM_ARGS,
} from '../../scripts/ensure-chromium';
import { spawnBuiltServer } from '../support/built-server';
import { freeLoopbackPort } from '../support/free-port';
import { startSmtpReceiver } from '../support/smtp-receiver';
import { createTestDatabase } from '../support/test-database';

export const CHROMIUM_PATH = chromiumPath();

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** Where the e-mails the site sent are saved, one .eml file each (readSavedMails). */
    mailDir: string;
  }
}

/**
 * Builds the app, starts the production server (as `npm start` does, with demo content on a
 * fresh database) and one headless Chromium for all browser tests. A missing browser fails
 * the run instead of skipping it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    // `npm test` installs it first (scripts/ensure-chromium.ts); a direct vitest run only checks.
    throw new Error(missingChromiumMessage(CHROMIUM_PATH));
  }
  if (process.env['E2E_SKIP_BUILD'] !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const database = await createTestDatabase();
  // The site's e-mails (reset links, receipts) land here, where the browser tests read them.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  const smtp = await startSmtpReceiver({ saveDir: mailDir });
  const site = spawnBuiltServer({
    port: await freeLoopbackPort(),
    dataDirPrefix: 'e2e-data-',
    stdout: 'inherit',
    env: {
      // Every browser test sends its enquiries from 127.0.0.1: one visitor's limit would trip.
      LEAD_RATE_LIMIT: '1000',
      APPLY_RATE_LIMIT: '1000',
      PAYMENT_RATE_LIMIT: '1000',
      // Likewise failed sign-ins: the limit itself is covered by the API tests.
      LOGIN_FAILURE_LIMIT: '1000',
      // The webhook test's receiver listens on 127.0.0.1, and waits for a delivery: send soon.
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      PASSWORD_RESET_RATE_LIMIT: '1000',
      SMTP_URL: smtp.url,
      // Journeys waiting for an e-mail or a webhook delivery should not wait for the 5-second poll.
      OUTBOX_POLL_MS: '200',
      // Scheduled posts go live within a second of their time (the publishing journey waits).
      PUBLISH_POLL_MS: '1000',
      ...(database.target.databaseUrl
        ? {
            DATABASE_URL: database.target.databaseUrl,
            // A database server needs the sandbox's shared signing key (one key for all servers).
            PAYMENT_SANDBOX_SECRET: 'e2e-only-sandbox-secret-0123456789abcdef',
          }
        : {}),
    },
  });
  const { process: server, url: baseUrl, dataDir } = site;
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: QUIET_CHROMIUM_ARGS,
  });
  try {
    await waitUntilReady(`${baseUrl}/readyz`, server);
  } catch (error) {
    await stop(server, browser);
    await smtp.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('mailDir', mailDir);

  return async () => {
    await stop(server, browser);
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}

async function stop(server: ChildProcess, browser: BrowserServer): Promise<void> {
  await browser.close();
  if (server.exitCode !== null) return;
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  // A clean shutdown on SIGTERM (stop accepting, finish requests, close the database) exits 0.
  const code = await exited;
  if (code !== 0) throw new Error(`The server exited with code ${code} after SIGTERM`);
}

async function waitUntilReady(
  url: string,
  server: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready at ${url}`);
}
