/**
 * `npm run bench:images`: a blog list full of uploaded 4000 x 3000 photographs, audited by
 * Lighthouse for image delivery. Twelve photographs are uploaded as an admin would (GraphQL
 * multipart, through the built production server), timing each upload with its resized copies;
 * then Lighthouse (mobile, then desktop) opens the Educational blog list. Prints figures and
 * pass/fail; asserts nothing.
 *
 * Lighthouse 13 folded uses-responsive-images, modern-image-formats and uses-optimized-images
 * into image-delivery-insight, and dropped offscreen-images: the images fetched during load
 * (count and bytes, out of the twelve on the page) show what lazy loading saves instead.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, migrate, openDatabase } from '../api/src/db/orm';
import { addStaffAccount } from '../api/src/modules/staff/staff.service';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../scripts/ensure-chromium';
import { freeLoopbackPort } from '../tests/support/free-port';
import { graphqlMultipart } from '../tests/support/graphql-multipart';
import { photograph } from './support/photographs';
import { startProductionServer } from './support/production-server';

const PHOTOS = 12;
const LIST_PATH = '/blog/education';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };
const AUDITS = [
  'image-delivery-insight',
  'unsized-images',
  'lcp-discovery-insight',
  'cache-insight',
  'image-size-responsive',
  'cls-culprits-insight',
] as const;
const CREATE_POST = `mutation ($input: BlogPostInput!, $image: Upload) {
  createBlogPost(input: $input, image: $image) { id }
}`;

/** A data folder whose database already holds the admin the uploads sign in as. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  const orm = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(orm);
    const admin = { role: 'ADMIN', firstName: 'Bench', lastName: 'Admin', ...ADMIN };
    await addStaffAccount(orm.em.fork(), admin);
  } finally {
    await closeDatabase(orm);
  }
  return dataDir;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/userAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`admin sign-in failed with ${response.status}`);
  return token;
}

async function uploadPhotographs(baseUrl: string, token: string) {
  const uploads = [];
  for (let i = 1; i <= PHOTOS; i++) {
    const bytes = await photograph(4000, 3000, i);
    const started = performance.now();
    const answer = await graphqlMultipart(
      baseUrl,
      CREATE_POST,
      {
        input: {
          title: `Site visit number ${i}`,
          description: `Photographs from site visit ${i}.\nWhat we learned there.`,
          category: 'EDUCATIONAL_CONTENT',
        },
        image: null,
      },
      { image: { bytes, filename: `visit-${i}.jpg`, type: 'image/jpeg' } },
      { token },
    );
    if (answer.errors) throw new Error(`upload ${i} failed: ${JSON.stringify(answer.errors)}`);
    uploads.push({ bytes: bytes.length, ms: performance.now() - started });
  }
  return uploads;
}

interface AuditRow {
  audit: string;
  result: string;
  detail: string;
}

async function auditList(url: string, port: number, desktop: boolean) {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const config: Config = {
    extends: 'lighthouse:default',
    ...(desktop ? { settings: desktopConfig.settings } : {}),
  };
  config.settings = { ...config.settings, onlyAudits: [...AUDITS, 'network-requests'] };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const audits = result.lhr.audits;
  const rows: AuditRow[] = AUDITS.map((id) => {
    const audit = audits[id];
    const passed = audit?.score === 1 || audit?.scoreDisplayMode === 'notApplicable';
    const failed = audit?.scoreDisplayMode === 'error' ? 'ERROR' : `FAIL (score ${audit?.score})`;
    return {
      audit: id,
      result: passed ? 'pass' : failed,
      detail: audit?.errorMessage ?? audit?.displayValue ?? '',
    };
  });
  const delivery = (
    audits['image-delivery-insight']?.details as { items?: DeliveryItem[] } | undefined
  )?.items;
  const findings = (delivery ?? []).map((item) => ({
    image: new URL(item.url).pathname,
    wasted: kb(item.wastedBytes ?? 0),
    why: (item.subItems?.items ?? []).map((sub) => sub.reason).join(' / '),
  }));
  const cache = (audits['cache-insight']?.details as { items?: { url: string }[] } | undefined)
    ?.items;
  const shortCache = (cache ?? []).map((item) => new URL(item.url).pathname);
  const lcp = audits['lcp-discovery-insight']?.details as LcpDetails | undefined;
  const lcpChecks = Object.entries(lcp?.items?.[0]?.items ?? {}).map(
    ([check, { value }]) => `${check} ${value ? 'yes' : 'NO'}`,
  );
  const lcpElement = lcp?.items?.[1]?.snippet ?? 'not an image';
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] }).items ?? [];
  const images = requests.filter((item) => item.resourceType === 'Image');
  return {
    rows,
    findings,
    lcp: `${lcpElement}: ${lcpChecks.join(', ')}`,
    shortCache,
    imageCount: images.length,
    imageBytes: images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    imageWidths: [...new Set(images.map((item) => /-(\d+(?:x\d+)?)\.\w+$/.exec(item.url)?.[1]))],
  };
}

interface LcpDetails {
  items?: [{ items?: Record<string, { value: boolean }> }?, { snippet?: string }?];
}

interface DeliveryItem {
  url: string;
  wastedBytes?: number;
  subItems?: { items?: { reason?: string }[] };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

const dataDir = await prepareDataDir();
const port = await freeLoopbackPort();
const server = await startProductionServer(port, { DATA_DIR: dataDir, DEMO_CONTENT: 'false' });
try {
  const uploads = await uploadPhotographs(server.url, await signIn(server.url));
  const originals = uploads.reduce((sum, upload) => sum + upload.bytes, 0);
  const times = uploads.map((upload) => upload.ms).sort((a, b) => a - b);
  console.log(
    `\nUploaded ${PHOTOS} photographs of 4000 x 3000 (${kb(originals)} in all); ` +
      `upload with resized copies: median ${Math.round(times[PHOTOS >> 1] ?? 0)} ms, ` +
      `slowest ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_ARGS],
  });
  try {
    for (const desktop of [false, true]) {
      const audit = await auditList(`${server.url}${LIST_PATH}`, chrome.port, desktop);
      console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'}, ${LIST_PATH}`);
      console.table(audit.rows);
      if (audit.findings.length) console.table(audit.findings);
      console.log(`Largest Contentful Paint element: ${audit.lcp}`);
      if (audit.shortCache.length) console.log(`Cached briefly: ${audit.shortCache.join(', ')}`);
      console.log(
        `Images fetched during load: ${audit.imageCount} (${kb(audit.imageBytes)}), for a ` +
          `page of ${PHOTOS} photographs whose originals weigh ${kb(originals)}; ` +
          `widths picked: ${audit.imageWidths.filter(Boolean).join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
