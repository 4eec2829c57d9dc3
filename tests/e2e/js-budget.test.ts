import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  budgetKb,
  entryScripts,
  publicPageScripts,
  TEXT_ONLY_ROUTES,
} from '../../bench/support/page-scripts';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * The JavaScript budget of the public pages: what each page loads to respond to the visitor,
 * gzip, from the build the e2e setup has just made. Pages that only show text stay small enough
 * for slow phones; nothing a visitor opens later (dialogs, forms, the chat) is counted, nor an
 * island's code (lib/islands), which loads when the visitor reaches for it.
 */
const KB = 1024;

/** The scripts `page` asks for from now on, as the build names them: 'assets/index-abc.js'. */
function scriptsRequestedBy(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname.slice(1));
  });
  return loaded;
}

describe('JavaScript budget of the public pages', () => {
  const pages = publicPageScripts();
  const entry = entryScripts();

  it('covers every public page of the route table', () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/', ...TEXT_ONLY_ROUTES, '/contact', '/careers']),
    );
  });

  it('keeps each page within its budget', () => {
    const over = pages
      .filter((page) => page.gzipBytes > budgetKb(page.route) * KB)
      .map(
        (page) =>
          `${page.route} loads ${page.gzipBytes} bytes of JavaScript (gzip), over its ${budgetKb(page.route)} KB budget`,
      );
    expect(over).toEqual([]);
  });

  // A visitor who only reads costs the phone no script work beyond the entry's: React DOM, the
  // page's code and hydration wait for the visitor's first act (lib/islands/wake-page.ts).
  it.each(['/', '/products/whatsapp', '/blog/education'])(
    '%s runs only the entry script until the visitor acts',
    async (path) => {
      const page = await browser.page('about:blank');
      const loaded = scriptsRequestedBy(page);
      const beyondEntry = () => loaded.filter((file) => !entry.includes(file));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(beyondEntry()).toEqual([]);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      await browser.wake(page);
      expect(beyondEntry().length).toBeGreaterThan(0);
      await page.context().close();
    },
  );

  // The budget is only as good as its count: every script a page loads before the visitor does
  // anything must be one the count includes.
  it.each([
    ['/', '/'],
    ['/termsandconditions', '/termsandconditions'],
    ['/blog/education', '/blog/:segment'],
    ['/careers', '/careers'],
    ['/contact', '/contact'],
    ['/products/whatsapp', '/products/whatsapp'],
  ])('counts every script %s loads to respond to the visitor', async (path, route) => {
    const counted = pages.find((page) => page.route === route)?.files ?? [];
    const page = await browser.page('about:blank');
    const loaded = scriptsRequestedBy(page);
    await browser.visit(page, path);
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => !counted.includes(file))).toEqual([]);
    await page.context().close();
  });

  it('loads no staff-area code on a public page', () => {
    expect(pages.filter((page) => page.staffChunks.length > 0)).toEqual([]);
  });

  it("ships React Router's production build, to browsers and to the server render", () => {
    // A check that only React Router's development build keeps: the production build drops it.
    const developmentOnly = 'You rendered descendant <Routes>';
    const withDevelopmentCode = ['dist/web/assets', 'dist/ssr', 'dist/ssr/assets']
      .flatMap((dir) => readdirSync(dir).map((file) => path.join(dir, file)))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(file, 'utf8').includes(developmentOnly));
    expect(withDevelopmentCode).toEqual([]);
  });
});
