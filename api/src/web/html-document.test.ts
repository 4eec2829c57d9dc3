import { describe, expect, it } from 'vitest';
import { assembleDocument } from './html-document';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

describe('assembleDocument', () => {
  it("moves the page's leading title, meta and link tags into <head>", () => {
    const html = assembleDocument(
      TEMPLATE,
      '<title>Blog</title><meta name="description" content="d"/><link rel="canonical" href="/b"/><h1>Blog</h1>',
      {},
    );
    expect(html).toContain(
      '<head><title>Blog</title><meta name="description" content="d"/><link rel="canonical" href="/b"/></head>',
    );
    expect(html).toContain('<div id="root"><h1>Blog</h1></div>');
  });

  it('embeds the cache so that stored text cannot close the script', () => {
    const html = assembleDocument(TEMPLATE, '<h1>x</h1>', {
      answers: { 'BlogPost:{}': { title: '</script><script>alert(1)' } },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('carries the cache in a JSON data block, so the page runs no inline script (CSP)', () => {
    const state = { cache: { 'BlogPost:1': { title: '</script> & <b>bold</b>' } } };
    const html = assembleDocument(TEMPLATE, '<h1>x</h1>', state);
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ' type="application/json" id="apollo-state"',
    ]);
    expect(JSON.parse(scripts[0]?.[2] ?? '')).toEqual(state);
  });

  it('keeps $ patterns in page text as they are (a search for dev$` must not copy the template)', () => {
    const html = assembleDocument(TEMPLATE, '<input value="dev$`x$&$\'"/>', {
      answers: { 'Search:{}': { q: "dev$`x$&$'" } },
    });
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html).toContain('<input value="dev$`x$&$\'"/>');
    expect(html).toContain('"dev$`x$&$\'"');
  });
});
