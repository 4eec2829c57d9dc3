import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { escapeRegExp } from './support/regexp';

/**
 * One browser connection per test file; each test opens fresh pages from it. Every test fails
 * when a page it opened breaks the site's Content-Security-Policy, so each journey also proves
 * the policy lets the page work.
 */
export function useBrowser(): {
  page: (path: string) => Promise<Page>;
  visit: (page: Page, path: string) => Promise<void>;
  /** The visitor's first act on a page already open (after a reload), until it responds. */
  wake: (page: Page) => Promise<void>;
  /** The violations reported so far (and forgets them), for a test that provokes one. */
  takeCspViolations: () => string[];
  baseUrl: string;
} {
  let browser: Browser | undefined;
  const baseUrl = inject('baseUrl');
  const cspViolations: string[] = [];
  // A pattern, not a function: Playwright matches a pattern where the browser runs, while a
  // function sends every request of every page to this process to be asked.
  const otherHosts = new RegExp(`^https?://(?!${escapeRegExp(new URL(baseUrl).host)}/)`);
  const failOnCspViolations = () => {
    const found = cspViolations.splice(0);
    if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
  };
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterEach(failOnCspViolations);
  afterAll(async () => {
    await browser?.close();
    failOnCspViolations();
  });
  return {
    baseUrl,
    takeCspViolations: () => cspViolations.splice(0),
    page: async (path) => {
      if (!browser) throw new Error('the browser is not connected yet');
      const context = await browser.newContext({ baseURL: baseUrl });
      // Browser tests never reach other hosts (wa.me, maps, social sites): those requests get a
      // local stand-in, so a link that opens one can be checked without leaving this machine.
      await context.route(otherHosts, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>External page</title>',
        }),
      );
      await collectCspViolations(context, cspViolations);
      const page = await context.newPage();
      if (path === 'about:blank') await page.goto(path);
      else await visit(page, path);
      return page;
    },
    visit,
    wake,
  };
}

/**
 * Opens a path as a visitor does and waits until the page responds: a server-rendered page
 * starts its code when the visitor first acts (lib/islands/wake-page.ts), here by moving the
 * pointer over it, and React then takes over the server's HTML.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await wake(page);
}

/** Moves the pointer over the page, as a visitor's first act, and waits for hydration. */
async function wake(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Listens on every page of a context for the browser's `securitypolicyviolation` event. Chromium
 * logs most violations to the console too, but not all (a blocked eval is only an event).
 */
async function collectCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    into.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
}
