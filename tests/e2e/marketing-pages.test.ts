import { describe, expect, it } from 'vitest';
import { SITE } from '../../common/site';
import { useBrowser } from './browser';
import { escapeRegExp } from './support/regexp';

const browser = useBrowser();

const pages = [
  { path: '/about/aboutus', h1: 'About Us', title: 'About Us' },
  { path: '/about/founder', h1: SITE.founder.name, title: `${SITE.founder.name}, Founder & CEO` },
  {
    path: '/services/custem',
    h1: 'Software Built Around the Way Your Business Works',
    title: 'Custom Software Development',
  },
  {
    path: '/services/social',
    h1: 'Social Media That Brings Customers, Not Just Likes',
    title: 'Social Media Management',
  },
  { path: '/services/crm', h1: 'Never Lose a Lead Again', title: 'CRM Solutions' },
  {
    path: '/services/cloud',
    h1: 'Move to the Cloud Without the Downtime',
    title: 'Cloud Solutions',
  },
  {
    path: '/services/web',
    h1: 'Websites That Turn Visitors Into Enquiries',
    title: 'Web Development',
  },
  { path: '/services/ai', h1: 'Put AI to Work on Your Everyday Tasks', title: 'AI-Powered Tools' },
  { path: '/products/erp', h1: 'Run Your Whole Business From One System', title: 'ERP Software' },
  {
    path: '/products/ecom',
    h1: 'Your Own Online Store, Ready to Sell Across India',
    title: 'E-commerce Development',
  },
  {
    path: '/products/cybersecurity',
    h1: 'Protect Your Business Before Attackers Find the Gaps',
    title: 'Cybersecurity Services',
  },
  {
    path: '/products/digitalmarketing',
    h1: 'Marketing That Shows Up in Your Sales Numbers',
    title: 'Digital Marketing Services',
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

describe('about, founder, service and product pages', () => {
  it.each(pages)(
    '$path is rendered by the server with its own h1, title and canonical',
    async (page) => {
      const response = await fetch(`${browser.baseUrl}${page.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(page.h1))}</h1>`));
      expect(html).toContain(`<title>${escapeHtml(`${page.title} | ${SITE.name}`)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${browser.baseUrl}${page.path}"/>`);
      // The site's navigation and footer show on every one of these pages.
      expect(html).toContain('<footer');
    },
  );

  it('service and product pages carry their FAQs as FAQPage data', async () => {
    const html = await fetch(`${browser.baseUrl}/products/erp`).then((r) => r.text());
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('Is the ERP GST compliant?');
  });

  it('FAQ questions open by keyboard and stay open together, after a clean hydration', async () => {
    const page = await browser.page('about:blank');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await browser.visit(page, '/services/crm');
    const first = page.getByRole('button', { name: 'How much does the CRM cost?' });
    const second = page.getByRole('button', { name: 'Can we import our existing customer data?' });
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    // Clicking the section heading moves the Tab starting point there, as a reader would.
    await page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).click();
    await page.keyboard.press('Tab');
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('The Basic plan is ₹5,000 per month').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a hovered award card zooms its image', async () => {
    const page = await browser.page('/products/erp');
    const card = page.getByRole('listitem').filter({ hasText: 'Best Innovation 2024' });
    const image = card.locator('img');
    const transform = () => image.evaluate((element) => getComputedStyle(element).transform);
    expect(await transform()).toBe('none');
    await card.hover();
    await expect.poll(transform).toMatch(/^matrix\(1\.08, 0, 0, 1\.08/);
    await page.context().close();
  });

  it('Start Your Project opens the project form', async () => {
    const page = await browser.page('/services/cloud');
    await page.getByRole('button', { name: 'Start Your Project' }).click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
