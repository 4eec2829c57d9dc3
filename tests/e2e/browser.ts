import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** One browser connection per test file; each test opens fresh pages from it. */
export function useBrowser(): {
  page: (path: string) => Promise<Page>;
  visit: (page: Page, path: string) => Promise<void>;
  baseUrl: string;
} {
  let browser: Browser | undefined;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    page: async (path) => {
      if (!browser) throw new Error('the browser is not connected yet');
      const context = await browser.newContext({ baseURL: baseUrl });
      // Browser tests never reach other hosts (wa.me, maps, social sites): those requests get a
      // local stand-in, so a link that opens one can be checked without leaving this machine.
      await context.route(
        (url) => url.protocol.startsWith('http') && url.origin !== baseUrl,
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>External page</title>',
          }),
      );
      const page = await context.newPage();
      if (path === 'about:blank') await page.goto(path);
      else await visit(page, path);
      return page;
    },
    visit,
  };
}

/** Opens a path and waits for hydration: a click before React has hydrated the page is lost. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
