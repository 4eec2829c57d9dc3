import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** One browser connection per test file; each test opens fresh pages from it. */
export function useBrowser(): { page: (path: string) => Promise<Page>; baseUrl: string } {
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
      await page.goto(path);
      // Clicking before React has hydrated the page would be lost.
      if (path !== 'about:blank')
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return page;
    },
  };
}
