import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { watchPageErrors } from './support/page-checks';

const browser = useBrowser();

describe('home and blog in a real browser', () => {
  it('home shows its services, rendered by the server', async () => {
    const html = await fetch(`${browser.baseUrl}/`).then((response) => response.text());
    expect(html).toMatch(/<h2 id="home-services-heading">On-Demand Services<\/h2>/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);

    const page = await browser.page('/');
    expect(await page.locator('h1').textContent()).toContain('Go to the next technology');
    expect(await page.locator('article').count()).toBe(6);
    await page.context().close();
  });

  it('a blog list shows its heading and cards, then search narrows and clears them', async () => {
    const page = await browser.page('/blog/education');
    expect(await page.title()).toBe('Educational Content Blog | Nexora Digital');
    await page
      .getByRole('heading', { level: 1, name: 'Welcome to the Educational Blog' })
      .waitFor();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(3);

    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('crm');
    await page.waitForURL(/\?q=crm/);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('aria-labelledby')).toBeTruthy();
    await page.getByRole('article', { name: 'What Is a CRM and When Do You Need One?' }).waitFor();

    await page.getByRole('searchbox').fill('no such words anywhere');
    await page.getByText('No blog posts found matching your search.').waitFor();
    await page.context().close();
  });

  it('a blog list starts without its code or a GraphQL client, and leaves no head tags behind', async () => {
    const page = await browser.page('about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await browser.visit(page, '/blog/education');
    await page.getByRole('article').first().waitFor();
    expect(scripts.filter((script) => /with-apollo|BlogListPage/.test(script))).toEqual([]);

    // Followed before the list was touched: the next page's head replaces the list's.
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'How Can We Help?' }).waitFor();
    const head = () =>
      page.evaluate(() =>
        [
          ...document.head.querySelectorAll('title, link[rel=canonical], meta[name=description]'),
        ].map((tag) => tag.textContent || tag.getAttribute('href') || tag.getAttribute('content')),
      );
    await expect.poll(head).toHaveLength(3);
    expect((await head())[0]).toBe('Contact Us | Nexora Digital');
    expect(await page.title()).toBe('Contact Us | Nexora Digital');
    await page.context().close();
  });

  it('See More opens the post in place at its own address, and Back returns to the list', async () => {
    const page = await browser.page('/blog/regular');
    const card = page.getByRole('article', { name: 'Our New Support Hours and Response Times' });
    await card.getByRole('link', { name: /^See More/ }).click();
    await page.waitForURL(/\/blog\/regular\/our-new-support-hours-and-response-times$/);
    await page
      .getByRole('heading', { level: 1, name: 'Our New Support Hours and Response Times' })
      .waitFor();
    expect(await page.locator('article p').count()).toBeGreaterThan(2);

    await page.getByRole('link', { name: 'Back to Blog List' }).click();
    await page.waitForURL(/\/blog\/regular$/);
    await page
      .getByRole('heading', { level: 1, name: 'Welcome to the Regular Update Blog' })
      .waitFor();
    await page.context().close();
  });

  it('a post address works on its own, with the post in the HTML for crawlers', async () => {
    const response = await fetch(`${browser.baseUrl}/blog/seo/why-page-speed-matters-for-seo`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Why Page Speed Matters for SEO | Nexora Digital</title>');
    expect(html).toContain('<h1>Why Page Speed Matters for SEO</h1>');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('unknown addresses and posts show the 404 page with status 404', async () => {
    for (const path of ['/no-such-page', '/blog/seo/no-such-post', '/blog/gossip']) {
      const response = await fetch(`${browser.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Oops! Page Not Found');
    }
    const page = await browser.page('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${browser.baseUrl}/`);
    await page.context().close();
  });

  it('hydrates without console errors', async () => {
    const page = await browser.page('about:blank');
    const errors = watchPageErrors(page);
    await browser.visit(page, '/blog/education');
    await page.getByRole('searchbox').fill('cloud');
    await page
      .getByRole('article', { name: 'Cloud Hosting Explained for Small Businesses' })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('server rendering', () => {
  it('sends large pages whole, with no content hidden until a script runs', async () => {
    for (const path of ['/', '/services/crm', '/products/whatsapp', '/blog/education']) {
      const html = await fetch(`${browser.baseUrl}${path}`).then((response) => response.text());
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).not.toMatch(/<div hidden id="S:/);
    }
  });
});
