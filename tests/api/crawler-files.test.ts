import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://www.example.test';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { PUBLIC_URL });
  await seedBlogScenario(server.orm, blogScenarios.standard);
  // An edited post: its lastmod is the edit, not its creation (set directly, as onUpdate would
  // stamp the current time).
  await server.orm.em
    .fork()
    .nativeUpdate(
      BlogPost,
      { slug: 'office-move' },
      { updatedAt: new Date('2026-02-10T08:30:00.000Z') },
    );
});
afterAll(() => server.close());

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of staff areas and APIs, and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    const kept = ['/admin', '/employeer', '/marketing', '/login', '/graphql', '/api'];
    for (const path of [...kept, '/forgot-password', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow'))).toHaveLength(8);
  });
});

describe('GET /favicon.ico', () => {
  it("leads to the site's icon for browsers that ask for it by the old name", async () => {
    const response = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
  });
});

describe('GET /sitemap.xml', () => {
  async function sitemap() {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const urls = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    return { xml, entries: new Map(urls.map(([, loc, lastmod]) => [loc, lastmod])) };
  }

  it('is a sitemaps.org url set of absolute addresses on the public origin', async () => {
    const { xml, entries } = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...entries.keys()].every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });

  it('lists the public pages, the fixed ones without a lastmod', async () => {
    const { entries } = await sitemap();
    for (const path of [
      '/',
      '/about/aboutus',
      '/about/founder',
      '/services/custem',
      '/services/ai',
      '/products/whatsapp',
      '/products/digitalmarketing',
      '/blog/education',
      '/blog/regular',
      '/blog/seo',
      '/portfolio',
      '/careers',
      '/contact',
      '/termsandconditions',
      '/policy',
      '/pricing',
    ]) {
      expect(entries.has(`${PUBLIC_URL}${path}`), path).toBe(true);
    }
    expect(entries.get(`${PUBLIC_URL}/`)).toBeUndefined();
    expect(
      [...entries.keys()].some((loc) => /\/(payment|success|failure|admin)/.test(loc ?? '')),
    ).toBe(false);
  });

  it('lists every blog post at its own address with the date it last changed', async () => {
    const { entries } = await sitemap();
    expect(entries.get(`${PUBLIC_URL}/blog/education/learn-postgres`)).toBe(
      '2026-01-30T00:00:00.000Z',
    );
    expect(entries.get(`${PUBLIC_URL}/blog/education/react-basics`)).toBe(
      '2026-01-29T00:00:00.000Z',
    );
    expect(entries.get(`${PUBLIC_URL}/blog/regular/office-move`)).toBe('2026-02-10T08:30:00.000Z');
    expect(entries.get(`${PUBLIC_URL}/blog/seo/page-speed`)).toBe('2026-01-27T00:00:00.000Z');
    expect(
      [...entries.keys()].filter(
        (loc) => /\/blog\/\w+\/[\w-]+$/.test(loc ?? '') && entries.get(loc),
      ),
    ).toHaveLength(4);
  });

  it('dates each blog list by its newest change, and fixed pages not at all', async () => {
    const { entries } = await sitemap();
    expect(entries.get(`${PUBLIC_URL}/blog/education`)).toBe('2026-01-30T00:00:00.000Z');
    expect(entries.get(`${PUBLIC_URL}/blog/regular`)).toBe('2026-02-10T08:30:00.000Z');
    expect(entries.get(`${PUBLIC_URL}/blog/seo`)).toBe('2026-01-27T00:00:00.000Z');
    // No open job: the careers page has nothing dated to go by.
    expect(entries.get(`${PUBLIC_URL}/careers`)).toBeUndefined();
    expect(entries.get(`${PUBLIC_URL}/portfolio`)).toBeUndefined();
  });

  it('includes a post as soon as it is published', async () => {
    const em = server.orm.em.fork();
    em.create(BlogPost, {
      slug: 'fresh-news',
      title: 'Fresh News',
      category: 'REGULAR_UPDATE',
      description: 'Just out.',
      image: null,
    });
    await em.flush();
    const { entries } = await sitemap();
    expect(entries.has(`${PUBLIC_URL}/blog/regular/fresh-news`)).toBe(true);
  });
});
