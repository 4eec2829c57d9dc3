/**
 * `npm run bench:lighthouse`: Lighthouse (mobile) in Debian's Chromium against the production
 * build, five runs per page, printing the median score of each category. Prints; asserts nothing.
 * BENCH_RUNS sets the runs per page (default 5).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../scripts/ensure-chromium';
import { startProductionServer } from './support/production-server';

const PAGES = ['/', '/services/crm', '/blog/education', '/products/whatsapp'];
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_ARGS];

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function scoresOf(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const categories = result.lhr.categories;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const server = await startProductionServer(5340);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const rows = [];
  for (const path of PAGES) {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await scoresOf(`${server.url}${path}`, chrome.port));
    rows.push({
      page: path,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run[c]))])),
    });
  }
  console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
  console.table(rows);
} finally {
  chrome.kill();
  await server.stop();
}
