import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { RENDERED_PATHS } from './support/rendered-paths';

const browser = useBrowser();

const FEATURES_DIR = path.join(import.meta.dirname, '../../web/src/features');

interface FeatureSheet {
  name: string;
  classes: Set<string>;
}

/** Class names a stylesheet's selectors name (comments and addresses left out). */
function classesIn(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

/** Every feature stylesheet (lib/feature-stylesheet.tsx): its name and the classes it styles. */
function featureSheets(): FeatureSheet[] {
  return readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('Stylesheet.tsx'))
    .map((file) => {
      const source = readFileSync(path.join(FEATURES_DIR, file), 'utf8');
      const cssFile = /import css from '\.\/([^']+)\?inline'/.exec(source)?.[1];
      const name = /featureStylesheet\('([^']+)'/.exec(source)?.[1];
      if (!cssFile || !name) throw new Error(`${file} names no stylesheet`);
      const css = readFileSync(path.join(FEATURES_DIR, path.dirname(file), cssFile), 'utf8');
      return { name, classes: classesIn(css) };
    });
}

/** The classes only this feature's stylesheet styles: showing one means needing the sheet. */
function ownClasses(sheet: FeatureSheet, sheets: FeatureSheet[], base: Set<string>): Set<string> {
  const elsewhere = new Set([
    ...base,
    ...sheets.flatMap((other) => (other === sheet ? [] : [...other.classes])),
  ]);
  return new Set([...sheet.classes].filter((name) => !elsewhere.has(name)));
}

function classesShown(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  return new Set(
    [...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
  );
}

describe('stylesheets of the public pages', () => {
  it('each page carries the site-wide stylesheet and those of the features it shows, no others', async () => {
    const sheets = featureSheets();
    expect(sheets.length, 'feature stylesheets found').toBeGreaterThan(5);
    const mismatches: string[] = [];
    for (const path of RENDERED_PATHS) {
      const html = await (await fetch(`${browser.baseUrl}${path}`)).text();
      const baseCss = /<style data-precedence="base">([\s\S]*?)<\/style>/.exec(html)?.[1];
      if (!baseCss) {
        mismatches.push(`${path}: no site-wide stylesheet`);
        continue;
      }
      const base = classesIn(baseCss);
      const carried = [...html.matchAll(/<style data-precedence="feature" data-href="([^"]+)">/g)]
        .flatMap((match) => (match[1] ?? '').split(' '))
        .sort();
      const shown = classesShown(html);
      const needed = sheets
        .filter((sheet) => [...ownClasses(sheet, sheets, base)].some((name) => shown.has(name)))
        .map((sheet) => sheet.name)
        .sort();
      if (carried.join() !== needed.join()) {
        mismatches.push(`${path} carries [${carried.join(', ')}], shows [${needed.join(', ')}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('a page reached by a link brings its stylesheet, after the site-wide one', async () => {
    const page = await browser.page('/blog/education');
    await page.locator('a[href="/contact"]:visible').first().click();
    await page.getByRole('heading', { level: 1, name: 'How Can We Help?' }).waitFor();
    const cards = page.locator('.contact-cards');
    expect(await cards.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    const order = await page.evaluate(() =>
      [...document.head.querySelectorAll('style')].map((style) => style.dataset['href'] ?? 'base'),
    );
    expect(order).toEqual(['base', 'contact']);
  });
});
