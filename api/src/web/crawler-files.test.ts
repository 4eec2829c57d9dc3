import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawler-files';

describe('sitemapXml', () => {
  it('escapes what XML reserves and percent-encodes slugs', () => {
    const xml = sitemapXml('https://example.test', [
      { category: 'SEO_BENEFITS', slug: 'a&b <c>', updatedAt: new Date('2026-03-01T00:00:00Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.test/blog/seo/a%26b%20%3Cc%3E</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/<loc>[^<]*[&<>'"][^<]*<\/loc>/);
  });

  it('keeps the origin of the public address, whatever path it carries', () => {
    expect(sitemapXml('https://example.test/shop/', [])).toContain(
      '<loc>https://example.test/portfolio</loc>',
    );
    expect(robotsTxt('https://example.test/shop/')).toContain(
      'Sitemap: https://example.test/sitemap.xml',
    );
  });
});
