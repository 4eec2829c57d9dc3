import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, preparePage } from './page-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('preparePage', () => {
  it('keeps the page in each encoding asked for, under one validator of its text', () => {
    const html = `<p>${'A page worth compressing. '.repeat(50)}</p>`;
    const page = preparePage(Buffer.from(html), ['br', 'gzip']);
    expect(brotliDecompressSync(page.bodies.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(page.bodies.identity?.toString()).toBe(html);
    expect(preparePage(Buffer.from(html), ['identity']).etag).toBe(page.etag);
    expect(preparePage(Buffer.from(`${html} `), ['identity']).etag).not.toBe(page.etag);
  });
});
