import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../common/leads';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import {
  focusedElement,
  isGraphqlUrl,
  openHydratedPage,
  refuseGraphql,
  watchPageErrors,
} from './support/page-checks';

const browser = useBrowser();

const openPage = (path: string) => openHydratedPage(browser, path);

/** A field of the 'Send Us a Message' form (the contact cards also mention 'Email'). */
function contactField(page: Page, label: string) {
  return page.getByRole('region', { name: 'Send Us a Message' }).getByLabel(label, { exact: true });
}

async function fillContactForm(page: Page) {
  await contactField(page, 'Name').fill('Asha Rao');
  await contactField(page, 'Email').fill('asha@example.com');
  await contactField(page, 'Subject').fill('Website quote');
  await contactField(page, 'Message').fill('Please quote for a five-page website.');
}

describe('contact page', () => {
  it('sends a message, confirms it and clears the form', async () => {
    const page = await openPage('/contact');
    await page.getByRole('heading', { level: 1, name: 'How Can We Help?' }).waitFor();
    const maps = page.getByRole('link', { name: /Open in Maps/ });
    expect(await maps.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+/,
    );
    expect(await maps.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /Start Chat/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );

    await fillContactForm(page);
    // Sent from the keyboard: focus moves to the confirmation, not back to the page.
    await contactField(page, 'Subject').press('Enter');
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await expect
      .poll(() => focusedElement(page))
      .toEqual({
        tag: 'P',
        text: 'Thank you! Your message has been sent. We will get back to you soon.',
      });
    expect(await contactField(page, 'Name').inputValue()).toBe('');
    expect(await contactField(page, 'Message').inputValue()).toBe('');
    await page.context().close();
  });

  it('keeps the text and shows what the server said when it refuses the message', async () => {
    const page = await openPage('/contact');
    await refuseGraphql(page, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
    await fillContactForm(page);
    await contactField(page, 'Subject').press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    await alert.waitFor();
    await expect
      .poll(() => focusedElement(page))
      .toEqual({
        tag: 'P',
        text: RATE_LIMITED_MESSAGE,
      });
    expect(await contactField(page, 'Subject').inputValue()).toBe('Website quote');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('names empty fields next to their inputs without sending', async () => {
    const page = await openPage('/contact');
    let sent = false;
    await page.route(isGraphqlUrl, (route) => {
      sent = true;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = contactField(page, 'Name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText('Message is required').waitFor();
    expect(sent).toBe(false);
    await page.context().close();
  });
});

describe('portfolio page', () => {
  it('narrows the cases by search text and category, and says when none match', async () => {
    const page = await openPage('/portfolio');
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(3);

    await page.getByRole('searchbox', { name: 'Search case studies' }).fill('WHATSAPP');
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole('button', { name: 'Healthcare' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Healthcare' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => cards.count()).toBe(1);
    await page
      .getByRole('article', { name: 'Online Appointments for a Chain of Clinics' })
      .waitFor();

    await page.getByRole('button', { name: 'Retail' }).click();
    await page.getByText('No case studies found matching your search.').waitFor();
    await page.getByRole('button', { name: 'All Cases' }).click();
    await page.getByRole('searchbox').fill('');
    await expect.poll(() => cards.count()).toBe(3);
    await page.context().close();
  });

  it('View Case Study shows the details in place; the call to action leads to /contact', async () => {
    const page = await openPage('/portfolio');
    const card = page.getByRole('article', { name: /Paperless Loan Onboarding/ });
    const view = card.getByRole('button', { name: 'View Case Study' });
    await view.click();
    await expect.poll(() => view.getAttribute('aria-expanded')).toBe('true');
    await card.getByRole('heading', { name: 'What we delivered' }).waitFor();

    await page.getByRole('link', { name: 'Schedule a Consultation' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { level: 1, name: 'How Can We Help?' }).waitFor();
    await page.context().close();
  });
});

describe('terms and policies', () => {
  it('the terms open one section at a time, by keyboard alone', async () => {
    const page = await openPage('/termsandconditions');
    const triggers = page.locator('.accordion__trigger');
    expect(await triggers.count()).toBe(7);
    const expanded = () =>
      triggers.evaluateAll((buttons) =>
        buttons.filter((b) => b.getAttribute('aria-expanded') === 'true').map((b) => b.textContent),
      );
    await expect.poll(expanded).toEqual([]);

    await triggers.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(['Acceptance of Terms']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(expanded).toEqual(['Payments and Refunds']);
    await page.getByText('payments are never refunded once service activation occurs').waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(['Governing Law']);
    await page.getByText('governed by the laws of India').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual([]);
    await page.context().close();
  });

  it('the policies switch tabs with the arrow keys', async () => {
    const page = await openPage('/policy');
    const privacy = page.getByRole('tab', { name: 'Privacy Policy' });
    expect(await privacy.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getByRole('heading').count()).toBe(6);

    await privacy.focus();
    await page.keyboard.press('ArrowRight');
    const refund = page.getByRole('tab', { name: 'Refund Policy' });
    await expect.poll(() => refund.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Refund Policy' });
    await panel.getByRole('heading', { name: 'All Sales Are Final' }).waitFor();
    expect(await panel.getByRole('heading').count()).toBe(4);
    const support = page.getByRole('link', { name: 'Contact Support' });
    expect(await support.getAttribute('href')).toMatch(/^mailto:/);
    await page.context().close();
  });
});

describe('/form', () => {
  it('leads to the contact form and opens the project form', async () => {
    const page = await openPage('/form');
    await page.getByRole('button', { name: 'Start a Project' }).last().click();
    await page.getByRole('dialog', { name: 'Start Your Project' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Go to the Contact Form' }).click();
    await page.waitForURL(/\/contact#send-message$/);
    await page.getByRole('heading', { level: 2, name: 'Send Us a Message' }).waitFor();
    await page.context().close();
  });
});

describe('server rendering', () => {
  it('each page arrives rendered and hydrates without console errors', async () => {
    const headings: Record<string, string> = {
      '/contact': 'How Can We Help?',
      '/portfolio': 'Our Portfolio',
      '/termsandconditions': 'Terms and Conditions',
      '/policy': 'Privacy and Refund Policies',
      '/form': 'Get in Touch',
    };
    for (const [path, heading] of Object.entries(headings)) {
      const html = await fetch(`${browser.baseUrl}${path}`).then((response) => response.text());
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      const page = await browser.page('about:blank');
      const errors = watchPageErrors(page);
      await browser.visit(page, path);
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) =>
          key.startsWith('__reactFiber$'),
        ),
      );
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });
});
