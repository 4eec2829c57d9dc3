import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * A server-rendered page starts its code on the visitor's first act (lib/islands/wake-page.ts):
 * whatever that act was, it must not be lost.
 */
describe("the visitor's first act on a page that has not started", () => {
  it('a press on a button opens what it opens', async () => {
    const page = await browser.page('about:blank');
    await page.goto('/');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.locator('header').getByRole('button', { name: 'Start a Project' }).click();
    await page.getByRole('dialog', { name: 'Start Your Project' }).waitFor();
    await page.context().close();
  });

  it('a press inside an island (the job page) reaches it once both have loaded', async () => {
    const page = await browser.page('about:blank');
    await page.goto('/careers/product-manager');
    await page.getByRole('button', { name: /Apply Now/ }).click();
    await page.getByRole('dialog', { name: 'Apply for Product Manager' }).waitFor();
    await page.context().close();
  });

  it('text typed with the keyboard only is kept and sent', async () => {
    const page = await browser.page('about:blank');
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    await form.getByLabel('Name', { exact: true }).pressSequentially('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('First act');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed before the page had started.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await page.context().close();
  });

  it('the payment outcome, which the browser asks for, starts without waiting for an act', async () => {
    const page = await browser.page('about:blank');
    await page.goto('/success?ref=ORDNOSUCHORDER00000');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Checking' }).waitFor();
    await page.context().close();
  });
});
