import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../scripts/inline-entry-css';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A build holding one stylesheet (the fields the plugin reads). */
function bundleWith(fileName: string, source: string): Bundle {
  return { [fileName]: { type: 'asset', fileName, source } } as unknown as Bundle;
}

const PAGE = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>`;

describe('inlineStylesheets', () => {
  it('puts the linked stylesheet in the page, so the first paint waits for no request', () => {
    const html = inlineStylesheets(PAGE, bundleWith('assets/index-2.css', 'body{margin:0}'));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it("puts it ahead of the page's own head tags, as the base of React's stylesheet order", () => {
    // Feature stylesheets arrive among the page's head tags and must follow it to win ties.
    const html = inlineStylesheets(PAGE, bundleWith('assets/index-2.css', 'body{margin:0}'));
    expect(html).toContain('<style data-precedence="base">body{margin:0}</style><!--app-head-->');
  });

  it('names a missing placeholder for the page head', () => {
    const page = PAGE.replace('<!--app-head-->', '');
    expect(() => inlineStylesheets(page, bundleWith('assets/index-2.css', 'a{}'))).toThrow(
      'index.html has no <!--app-head--> placeholder',
    );
  });

  it('keeps the link for a stylesheet that would close the element early', () => {
    const css = 'a::after{content:"</style><script>"}';
    const html = inlineStylesheets(PAGE, bundleWith('assets/index-2.css', css));
    expect(html).toBe(PAGE);
  });

  it('names a linked stylesheet the build does not have', () => {
    expect(() => inlineStylesheets(PAGE, bundleWith('assets/other.css', ''))).toThrow(
      'index.html links assets/index-2.css, not in the build',
    );
  });
});
