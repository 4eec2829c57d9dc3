import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { boxOf, DESKTOP, pageAtSize, PHONE } from './support/layout';
import { openHydratedPage, watchPageErrors } from './support/page-checks';

const browser = useBrowser();

const openPage = (path: string) => openHydratedPage(browser, path);

describe('careers page', () => {
  it('lists the demo jobs; search narrows them and the empty message shows', async () => {
    const page = await openPage('/careers');
    await page.getByRole('heading', { level: 1, name: 'Work at Nexora Digital' }).waitFor();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(8);
    for (const title of [
      'Growth Opportunities',
      'Great Benefits',
      'Inclusive Culture',
      'Innovation',
    ]) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByText('Gym Membership').count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search jobs by title' }).fill('DEVELOPER');
    await page.waitForURL(/\?q=DEVELOPER/);
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole('article', { name: 'Mobile App Developer' }).waitFor();

    await page.getByRole('searchbox').fill('astronaut');
    await page.getByText('No jobs found matching your search criteria.').waitFor();
    await page.context().close();
  });

  it('filters by a location from the data, and View All Positions clears the filters', async () => {
    const page = await openPage('/careers');
    const location = page.getByRole('combobox', { name: 'Location' });
    const options = await location.locator('option').allTextContents();
    expect(options).toEqual(['All', 'Noida (Hybrid)', 'Remote', 'Work from office']);

    await location.selectOption('Remote');
    await page.waitForURL(/location=Remote/);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Marketing');
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('article', { name: 'Content Writer' }).waitFor();

    await page.getByRole('button', { name: 'View All Positions' }).click();
    await expect.poll(() => cards.count()).toBe(8);
    expect(await location.inputValue()).toBe('All');
    await page.context().close();
  });

  it('renders a filtered list on the server from the address', async () => {
    const response = await fetch(`${browser.baseUrl}/careers?department=Design`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('UI/UX Designer');
    expect(html).not.toContain('Senior Full Stack Developer');
    expect(html).toContain('<h1>Work at Nexora Digital</h1>');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it('answers hand-made addresses with a page, never a server error', async () => {
    const empty = 'No jobs found matching your search criteria.';
    const cases = [
      [`q=${'x'.repeat(10_240)}`, empty],
      ["location=' OR 1=1 --", empty],
      // An unknown department in a link means no filter.
      ['department=Gossip', 'Senior Full Stack Developer'],
    ] as const;
    for (const [query, expected] of cases) {
      const response = await fetch(`${browser.baseUrl}/careers?${query}`);
      expect(response.status, query.slice(0, 20)).toBe(200);
      expect(await response.text(), query.slice(0, 20)).toContain(expected);
    }
  });
  it('hydrates a filtered list without console errors', async () => {
    const page = await browser.page('about:blank');
    const errors = watchPageErrors(page);
    await browser.visit(page, '/careers?q=developer&location=Noida%20(Hybrid)');
    await page.getByRole('article', { name: 'Senior Full Stack Developer' }).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('developer');
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe(
      'Noida (Hybrid)',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('careers page layout', () => {
  it('keeps the job cards clear of the search and filters, on a desktop and a phone', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const page = await pageAtSize(browser, '/careers', size);
      const toolbar = await boxOf(page.locator('.careers-toolbar'));
      const firstJob = await boxOf(page.locator('.careers-jobs').getByRole('article').first());
      expect(firstJob.y - toolbar.bottom, `${size.width}px`).toBeGreaterThanOrEqual(16);
      await page.context().close();
    }
  });
});

describe('job page', () => {
  it('opens from View details, with the facts and an Apply Now for that job', async () => {
    const page = await openPage('/careers');
    const card = page.getByRole('article', { name: 'Product Manager' });
    await card.getByRole('link', { name: /View details/ }).click();
    await page.waitForURL(/\/careers\/product-manager$/);
    await page.getByRole('heading', { level: 1, name: 'Product Manager' }).waitFor();
    await page.getByText('Roadmapping').waitFor();
    await page.getByRole('button', { name: /Apply Now/ }).click();
    await page.getByRole('dialog', { name: 'Apply for Product Manager' }).waitFor();
    await page.context().close();
  });

  it('is in the server HTML with JobPosting structured data', async () => {
    const response = await fetch(`${browser.baseUrl}/careers/ui-ux-designer`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="job-title">UI/UX Designer</h1>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const postings = [json ?? '{}'].map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(postings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'UI/UX Designer',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Nexora Digital' },
      jobLocation: { '@type': 'Place' },
    });
    expect(postings[0]?.['datePosted']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('unknown jobs show the 404 page with status 404', async () => {
    for (const path of ['/careers/no-such-job', '/careers/Bad_Slug']) {
      const response = await fetch(`${browser.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Oops! Page Not Found');
    }
  });
});
