import { describe, expect, it } from 'vitest';
import type { ApolloState } from '../../../web/src/lib/apollo/apollo-state';
import { assembleDocument as assembleBytes, clientOnlyDocument } from './html-document';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** The page as the browser decodes it. */
function assembleDocument(template: string, appHtml: string, state: ApolloState): string {
  return assembleBytes(template, appHtml, state).toString('utf8');
}

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

  it("moves the page's feature stylesheets into <head> with its tags, whatever their rules hold", () => {
    // React writes a page's feature stylesheets first, one element per precedence; media
    // queries in their range syntax hold '<'.
    const style =
      '<style data-precedence="feature" data-href="home chat">@media (width<=900px){.a{b:c}}</style>';
    const html = assembleDocument(TEMPLATE, `${style}<title>Home</title><h1>Home</h1>`, {});
    expect(html).toContain(`<head>${style}<title>Home</title></head>`);
    expect(html).toContain('<div id="root"><h1>Home</h1></div>');
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

  it('encodes text beyond Latin-1 in the template and the page as UTF-8', () => {
    const template = TEMPLATE.replace('<head>', '<head><style>a:before{content:"−"}</style>');
    const html = assembleDocument(template, '<title>₹ plans</title><p>Fees in ₹ — 😀</p>', {
      answers: { 'Plan:{}': { price: '₹999' } },
    });
    expect(html).toContain(
      '<head><style>a:before{content:"−"}</style><title>₹ plans</title></head>',
    );
    expect(html).toContain('<div id="root"><p>Fees in ₹ — 😀</p></div>');
    expect(html).toContain('"₹999"');
  });

  it('refuses a template without a placeholder, naming it', () => {
    expect(() => assembleDocument('<html><body><!--app-html--></body></html>', '<p/>', {})).toThrow(
      'index.html has no <!--app-head--> placeholder',
    );
  });
});

describe('clientOnlyDocument', () => {
  it('ships the template without server HTML or state, kept out of search engines', () => {
    expect(clientOnlyDocument(TEMPLATE).toString()).toBe(
      '<html><head><meta name="robots" content="noindex" /></head><body><div id="root"></div></body></html>',
    );
  });
});
