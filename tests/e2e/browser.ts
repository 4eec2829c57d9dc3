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
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}
