import type { Page } from 'playwright-core';
import type { useBrowser } from '../browser';

/** Collects the page's console errors and uncaught exceptions from now on, as they come. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page once React has hydrated its main content and shows it, so keys and clicks
 * reach its handlers.
 */
export async function openHydratedPage(
  browser: ReturnType<typeof useBrowser>,
  path: string,
): Promise<Page> {
  const page = await browser.page(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  // A page's first server render may arrive out of order, revealed by a script a moment later.
  await page.locator('main h1').waitFor();
  return page;
}

/** The element that has the keyboard's focus: its tag and text. */
export function focusedElement(page: Page): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent ?? '',
  }));
}

/**
 * The GraphQL endpoint, whatever the query string: queries go as GET with their hash in it
 * (automatic persisted queries), everything else is posted to the bare address.
 */
export function isGraphqlUrl(url: URL | string): boolean {
  return new URL(url).pathname === '/graphql';
}

/** From now on the page's GraphQL requests are refused as the server refuses them: `message`, `code`. */
export async function refuseGraphql(page: Page, message: string, code: string): Promise<void> {
  await page.route(isGraphqlUrl, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }),
    }),
  );
}
