/**
 * `npm run bench:lighthouse`: Lighthouse (mobile) in Debian's Chromium against the production
 * build, five runs per page, printing the median score of each category and the median FCP, LCP,
 * CLS and TBT beside their goals. Prints; asserts nothing. BENCH_RUNS sets the runs per
 * page (default 5), BENCH_PORT the port (default 5340).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../scripts/ensure-chromium';
import { startProductionServer } from './support/production-server';

/** The pages measured; a blog post and a job are the first linked from their lists. */
const PAGES = [
  '/',
  '/services/crm',
  '/blog/education',
  { from: '/blog/education', link: /href="(\/blog\/education\/(?!feed\.xml)[^"?#]+)"/ },
  '/careers',
  { from: '/careers', link: /href="(\/careers\/[^"?#]+)"/ },
  '/contact',
  '/products/whatsapp',
];
const GOALS = { performance: 100, lcpMs: 1800, cls: 0, tbtMs: 50 };
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_ARGS];

type Scores = Record<(typeof CATEGORIES)[number], number> & {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

async function resolvePath(base: string, page: (typeof PAGES)[number]): Promise<string> {
  if (typeof page === 'string') return page;
  const html = await (await fetch(`${base}${page.from}`)).text();
  const path = page.link.exec(html)?.[1];
  if (!path) throw new Error(`no link on ${page.from} matches ${String(page.link)}`);
  return path;
}

/** Attempts at one run: Lighthouse sometimes fails to record a load (NO_NAVSTART) on a busy machine. */
const ATTEMPTS = 3;
const NOT_MEASURED: Scores = {
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  cls: Number.NaN,
  tbtMs: Number.NaN,
  performance: Number.NaN,
  accessibility: Number.NaN,
  'best-practices': Number.NaN,
  seo: Number.NaN,
};

/** One run's scores; a run Lighthouse could not complete is tried again, then left out. */
async function measuredScores(url: string, port: number): Promise<Scores> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const scores = await scoresOf(url, port);
    if (scores) return scores;
  }
  console.warn(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts`);
  return NOT_MEASURED;
}

/** Undefined when Lighthouse reports that the run failed (its scores would read 0). */
async function scoresOf(url: string, port: number): Promise<Scores | undefined> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) return undefined;
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/** The middle of the runs that measured the value (a run can miss a metric, which is NaN). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const server = await startProductionServer(Number(process.env['BENCH_PORT'] ?? 5340));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const rows = [];
  for (const page of PAGES) {
    const path = await resolvePath(server.url, page);
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measuredScores(`${server.url}${path}`, chrome.port));
    const middle = (pick: (run: Scores) => number) => median(runs.map(pick));
    rows.push({
      page: path,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, middle((run) => run[c])])),
      // Not a goal of its own, but what decides the score once TBT and CLS are in hand.
      'FCP ms': Math.round(middle((run) => run.fcpMs)),
      'LCP ms': Math.round(middle((run) => run.lcpMs)),
      CLS: Math.round(middle((run) => run.cls) * 1000) / 1000,
      'TBT ms': Math.round(middle((run) => run.tbtMs)),
    });
  }
  console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
  console.table(rows);
  console.log(
    `Goals: performance ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, CLS ${GOALS.cls}, ` +
      `TBT <= ${GOALS.tbtMs} ms; the other three categories 100.`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
