import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure, measureInTurns, type Figures } from './support/load';
import { startProcess, type BenchProcess } from './support/processes';
import { rawGet } from '../tests/support/raw-get';
import type { RecordedAnswer } from './replay-server';

export const PAGE_CONNECTIONS = 20;

/** What a browser sends for a page: HTML wanted, brotli and gzip understood. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export const CACHED_PAGES = ['/', '/blog/education'];
export const UNCACHED_PAGES = ['/', '/blog/education', '/termsandconditions'];

export interface PageChecks {
  /** ETag or Last-Modified present. */
  validator: boolean;
  /** A revalidation with If-None-Match / If-Modified-Since answers 304. */
  revalidates: boolean;
  /** Content-Encoding br when the browser accepts it. */
  brotli: boolean;
}

/** Whether a page can be revalidated and travels as brotli. */
export async function checkPage(url: string): Promise<PageChecks> {
  const first = await rawGet(url, BROWSER_HEADERS);
  const etag = first.headers['etag'];
  const lastModified = first.headers['last-modified'];
  const conditions: Record<string, string> = {};
  if (typeof etag === 'string') conditions['if-none-match'] = etag;
  if (typeof lastModified === 'string') conditions['if-modified-since'] = lastModified;
  const again = await rawGet(url, { ...BROWSER_HEADERS, ...conditions });
  return {
    validator: Object.keys(conditions).length > 0,
    revalidates: again.status === 304,
    brotli: first.headers['content-encoding'] === 'br',
  };
}

export function measurePage(name: string, url: string): Promise<Figures> {
  return measure(name, { url, headers: BROWSER_HEADERS }, PAGE_CONNECTIONS);
}

/** Pages of one server compared with each other: measured in turns (support/load.ts). */
export function measurePagesInTurns(kind: string, baseUrl: string, paths: string[]) {
  return measureInTurns(
    paths.map((pagePath) => ({
      name: `${kind} ${pagePath}`,
      request: { url: `${baseUrl}${pagePath}`, headers: BROWSER_HEADERS },
    })),
    PAGE_CONNECTIONS,
  );
}

/** Headers node:http sets itself for each answer; the replay lets it set them again. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Records the site's answers to `paths` byte for byte into `file`, for the bare server to send.
 */
export async function recordAnswers(baseUrl: string, paths: string[], file: string) {
  const recorded: Record<string, RecordedAnswer> = {};
  for (const pagePath of paths) {
    const answer = await rawGet(`${baseUrl}${pagePath}`, BROWSER_HEADERS);
    recorded[pagePath] = {
      status: answer.status,
      headers: answer.rawHeaders.filter(([name]) => !PER_CONNECTION.has(name.toLowerCase())),
      body: answer.body.toString('base64'),
    };
  }
  writeFileSync(file, JSON.stringify(recorded));
}

export function startReplay(port: number, file: string): Promise<BenchProcess> {
  return startProcess(
    ['--import', 'tsx', path.resolve('bench/replay-server.ts')],
    port,
    'replay ready',
    { REPLAY_FILE: file },
  );
}
