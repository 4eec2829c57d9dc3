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
