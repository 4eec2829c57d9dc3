import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { RATE_LIMITED_MESSAGE } from '../../common/leads';
import { useBrowser } from './browser';
import { fillFields } from './support/outcome-forms';
import { focusedElement, refuseGraphql } from './support/page-checks';

const browser = useBrowser();

const DROPDOWNS: Record<string, string[]> = {
  About: ['/about/aboutus', '/about/founder'],
  Services: [
    '/services/custem',
    '/services/social',
    '/services/crm',
    '/services/cloud',
    '/services/web',
    '/services/ai',
  ],
  Products: [
    '/products/whatsapp',
    '/products/erp',
    '/products/ecom',
    '/products/cybersecurity',
    '/products/digitalmarketing',
  ],
  Blog: ['/blog/education', '/blog/regular', '/blog/seo'],
};

/** Opens a page and waits until React has hydrated the navigation bar (its handlers work). */
async function openPage(path: string): Promise<Page> {
  const page = await browser.page(path);
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'));
  });
  return page;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Opens a dropdown the way a keyboard user does: focus its button, press Enter. */
async function openDropdownByKeyboard(page: Page, label: string) {
  const trigger = mainNav(page).getByRole('button', { name: label });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  const list = mainNav(page).getByRole('list', { name: label });
  await list.waitFor();
  expect(await list.getAttribute('id')).toBe(await trigger.getAttribute('aria-controls'));
  return list;
}

const SERVICE_LABELS = [
  'Custom Software',
  'Social Media',
  'CRM',
  'Cloud',
  'Web Development',
  'AI Tools',
];

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('site shell in a real browser', () => {
  it('each dropdown opens by keyboard and links to its pages; Escape closes it onto its button', async () => {
    const page = await openPage('/');
    for (const [label, hrefs] of Object.entries(DROPDOWNS)) {
      const list = await openDropdownByKeyboard(page, label);
      const links = list.getByRole('link');
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        hrefs,
      );
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedText(page)).toBe(label);
    }

    await openDropdownByKeyboard(page, 'Blog');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Educational');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Regular Updates');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\/regular$/);
    await page
      .getByRole('heading', { level: 1, name: 'Welcome to the Regular Update Blog' })
      .waitFor();
    await expect
      .poll(() => mainNav(page).getByRole('button', { name: 'Blog' }).getAttribute('aria-expanded'))
      .toBe('false');
    await page.context().close();
  });

  it('Tab moves through an open dropdown and on out of it, which closes it', async () => {
    const page = await openPage('/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    for (const label of SERVICE_LABELS) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedText(page)).toBe(label);
    }
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Products');
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
    const list = mainNav(page).getByRole('list', { name: 'Services' });
    await list.waitFor({ state: 'hidden' });

    // Shift+Tab walks back through the links to the button, then on out, which closes it too.
    await openDropdownByKeyboard(page, 'Services');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Social Media');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedText(page)).toBe('Custom Software');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedText(page)).toBe('Services');
    expect(await list.isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedText(page)).toBe('About');
    await list.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the navigation bar turns solid after scrolling more than 50px', async () => {
    const page = await openPage('/');
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await header.getAttribute('class')).not.toContain('site-nav--solid');
    expect(await shadow()).toBe('none');

    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('class')).toContain('site-nav--solid');
    await expect.poll(shadow).not.toBe('none');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('on a phone the menu button opens the same links and Start a Project goes to /contact', async () => {
    const page = await openPage('/blog/seo');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await mainNav(page).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
    expect(await menu.getByRole('link', { name: 'Cybersecurity' }).getAttribute('href')).toBe(
      '/products/cybersecurity',
    );
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'Start a Project' }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('the footer shows its social icons without a request of their own to cache', async () => {
    const page = await browser.page('about:blank');
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await browser.visit(page, '/');
    const icons = page.getByRole('contentinfo').getByRole('img', { name: /^Nexora Digital on / });
    await icons.last().scrollIntoViewIfNeeded();
    expect(await icons.count()).toBe(4);
    for (const icon of await icons.all()) {
      await expect
        .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
    expect(images.filter((path) => /\/(facebook|instagram|linkedin|x)\.svg$/.test(path))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('the footer refund popup opens and closes with Escape', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Return & Refund Policy' }).click();
    const popup = page.getByRole('dialog', { name: 'Return & Refund Policy' });
    await popup
      .getByText('We do not offer any refund for our service. All sales are final.')
      .waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('Start a Project in the navigation bar stores the request and thanks the visitor', async () => {
    const page = await openPage('/blog/education');
    await mainNav(page).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Start a Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Project' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();

    await dialog.getByLabel('Name', { exact: true }).fill('Priya Sharma');
    await dialog.getByLabel('Email', { exact: true }).fill('priya@example.in');
    await dialog.getByLabel('Mobile Number', { exact: true }).fill('9876543210');
    await dialog.getByLabel('Business Name', { exact: true }).fill('Sharma Textiles');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you! Your project request has been sent.').waitFor();

    await expect
      .poll(() => focusedElement(page))
      .toEqual({
        tag: 'P',
        text: 'Thank you! Your project request has been sent. We will get in touch with you soon.',
      });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Start a Project' }).click();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('when the server refuses a project request sent from the keyboard, focus moves to why', async () => {
    const page = await openPage('/');
    await refuseGraphql(page, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
    await page.getByRole('banner').getByRole('button', { name: 'Start a Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Project' });
    await fillFields(dialog, {
      Name: 'Priya Sharma',
      Email: 'priya@example.in',
      'Mobile Number': '9876543210',
      'Business Name': 'Sharma Textiles',
    });
    await dialog.getByLabel('Business Name', { exact: true }).press('Enter');
    await dialog.getByRole('alert').filter({ hasText: RATE_LIMITED_MESSAGE }).waitFor();
    await expect.poll(() => focusedElement(page)).toEqual({ tag: 'P', text: RATE_LIMITED_MESSAGE });
    await page.context().close();
  });
});

describe('accessibility of the shell', () => {
  it('has no serious axe violations with a dropdown open and with the project modal open', async () => {
    const page = await openPage('/');
    await openDropdownByKeyboard(page, 'Services');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Start a Project' }).click();
    await page.getByRole('dialog', { name: 'Start Your Project' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
