import type { Locator, Page } from 'playwright-core';
import type { useBrowser } from '../browser';

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Where an element is drawn; fails the test when it is not drawn at all. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return { ...box, right: box.x + box.width, bottom: box.y + box.height };
}

/** Opens a path in a fresh page already at the given screen size, hydrated. */
export async function pageAtSize(
  browser: ReturnType<typeof useBrowser>,
  path: string,
  size: { width: number; height: number },
): Promise<Page> {
  const page = await browser.page('about:blank');
  await page.setViewportSize(size);
  await browser.visit(page, path);
  return page;
}

/** Whether a click at the centre of `target` would land inside `container`. */
export async function centreHitsInside(
  page: Page,
  target: Locator,
  container: string,
): Promise<boolean> {
  const box = await boxOf(target);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return page.evaluate(
    ({ x, y, selector }) => document.elementFromPoint(x, y)?.closest(selector) != null,
    { ...point, selector: container },
  );
}
