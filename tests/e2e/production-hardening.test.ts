import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-get';
import { useBrowser } from './browser';

const browser = useBrowser();

/** The browser scripts of the build this server serves. */
const BUILT_SCRIPTS = readdirSync(path.resolve('dist/web/assets')).filter((name) =>
  name.endsWith('.js'),
);

/** Script elements the browser would run: not data blocks (the Apollo cache, JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([tag, attributes]) => ({ tag, attributes: attributes ?? '' }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes))
    .filter(({ attributes }) => !/type="application\/(?:ld\+)?json"/.test(attributes))
    .map(({ tag }) => tag);
}

describe('the production build', () => {
  // Compressed once by the build at the strongest settings, not again for every request: the
  // stored copy goes out whole, so the answer states its length.
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])(
    'sends the entry script as the build compressed it (%s), with its length',
    async (encoding, accepted, decode) => {
      const entry = BUILT_SCRIPTS.find((name) => name.startsWith('client-'));
      if (!entry) throw new Error('the build has no client-*.js entry script');
      const answer = await rawGet(`${browser.baseUrl}/assets/${entry}`, {
        'accept-encoding': accepted,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode(answer.body)).toEqual(readFileSync(path.resolve('dist/web/assets', entry)));
    },
  );

  it('sends the entry script uncompressed to a client that accepts no compression', async () => {
    const entry = BUILT_SCRIPTS.find((name) => name.startsWith('client-')) ?? '';
    const answer = await rawGet(`${browser.baseUrl}/assets/${entry}`, {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(readFileSync(path.resolve('dist/web/assets', entry)));
  });

  it.each(['/', '/careers', '/login', '/admin/home'])(
    '%s comes with its security headers and runs no inline script',
    async (address) => {
      const response = await fetch(`${browser.baseUrl}${address}`, {
        headers: { accept: 'text/html' },
      });
      const html = await response.text();
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(inlineScripts(html)).toEqual([]);
    },
  );

  it('makes a browser test fail when a page breaks the policy', async () => {
    const page = await browser.page('/');
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          );
          Object.assign(window, { inlineScriptRan: () => resolve('ran') });
          const script = document.createElement('script');
          script.textContent = 'window.inlineScriptRan()';
          document.body.append(script);
        }),
    );
    expect(outcome).toBe('script-src-elem');
    // The report travels from the page to the test asynchronously.
    const reported: string[] = [];
    await expect.poll(() => reported.push(...browser.takeCspViolations())).toBe(1);
    expect(reported[0]).toContain('script-src-elem blocked inline');
    await page.context().close();
  });

  it('serves no source maps and its scripts point to none', async () => {
    expect(BUILT_SCRIPTS.length).toBeGreaterThan(5);
    for (const name of BUILT_SCRIPTS) {
      const script = await fetch(`${browser.baseUrl}/assets/${name}`);
      expect(script.status, name).toBe(200);
      expect(await script.text(), name).not.toContain('sourceMappingURL');
      const map = await fetch(`${browser.baseUrl}/assets/${name}.map`);
      await map.arrayBuffer();
      expect(map.status, `${name}.map`).toBe(404);
    }
  });
});
