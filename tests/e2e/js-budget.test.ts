import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPageScripts } from '../../bench/support/page-scripts';

/**
 * The JavaScript budget of the public pages: what each page loads before it runs,
 * gzip, from the build the e2e setup has just made. Pages that only show text stay small enough
 * for slow phones; nothing a visitor opens later (dialogs, forms, the chat) is counted, nor an
 * island's code (lib/islands), which loads when the visitor reaches for it.
 */
const KB = 1024;
const TEXT_ONLY = [
  '/termsandconditions',
  '/policy',
  '/about/aboutus',
  '/about/founder',
  '/services/*',
  '*',
];
const BUDGET_KB = { textOnly: 100, home: 120, anyPage: 150 };

function budgetKb(route: string): number {
  if (TEXT_ONLY.includes(route)) return BUDGET_KB.textOnly;
  return route === '/' ? BUDGET_KB.home : BUDGET_KB.anyPage;
}

describe('JavaScript budget of the public pages', () => {
  const pages = publicPageScripts();

  it('covers every public page of the route table', () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/', ...TEXT_ONLY, '/contact', '/careers']),
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
