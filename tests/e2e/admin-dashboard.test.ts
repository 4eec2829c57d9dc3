import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { postContactMessage } from './support/leads';

const browser = useBrowser();

function figureValue(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Figures' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('.dashboard__figure-value');
}

async function sendContactMessage(name: string): Promise<void> {
  const visitor = await browser.page('/contact');
  const form = visitor.getByRole('region', { name: 'Send Us a Message' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill('bell@example.com');
  await form.getByLabel('Subject', { exact: true }).fill('Dashboard check');
  await form.getByLabel('Message', { exact: true }).fill('Please call me about a new website.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await visitor.getByText('Thank you! Your message has been sent.').waitFor();
  await visitor.context().close();
}

describe('admin dashboard', () => {
  it('shows real figures; a new contact message rings the bell, and its search hit opens it', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await page.getByRole('region', { name: /Leads per day/ }).waitFor();
    const leadsBefore = Number(await figureValue(page, 'Leads this week').textContent());
    expect(Number(await figureValue(page, 'Open jobs').textContent())).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // Start from a quiet bell, then a visitor writes in.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const markSeen = page.getByRole('button', { name: 'Mark all as seen' });
    if (await markSeen.isEnabled()) await markSeen.click();
    await page.getByRole('button', { name: 'Notifications, none new' }).waitFor();
    await page.keyboard.press('Escape');
    const visitorName = `Bell Tester ${Date.now()}`;
    await sendContactMessage(visitorName);

    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: `New Lead: Contact message from ${visitorName}` })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    // The dialog gives focus back to the bell as it closes: typing into the search before then
    // would lose the focus, and the results list with it, to the bell.
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
    expect(Number(await figureValue(page, 'Leads this week').textContent())).toBeGreaterThan(
      leadsBefore,
    );

    const search = page.getByRole('combobox', { name: 'Search posts, jobs and leads' });
    await search.fill(visitorName);
    const option = page.getByRole('option', { name: new RegExp(visitorName) });
    await option.waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(/\/admin\/messages\?lead=\d+$/);
    // The search hit opens that very lead, not just the inbox.
    const panel = page.getByRole('complementary', { name: visitorName });
    await panel.getByText('Please call me about a new website.').waitFor();
    await page.context().close();
  });

  it('keeps Mark all as seen on screen however many notifications wait, on a short window', async () => {
    // The leads only need to exist: the form itself is the first test's (and info-pages') part.
    for (let i = 0; i < 8; i++)
      await postContactMessage(browser.baseUrl, {
        name: `Bell Overflow ${i} ${'with a long name '.repeat(3)}`,
        email: 'bell@example.com',
        subject: 'Dashboard check',
        message: 'Please call me about a new website.',
      });
    const page = await browser.page('/login');
    await page.setViewportSize({ width: 1366, height: 480 });
    await signInToAdmin(page);
    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
    const markSeen = page.getByRole('button', { name: 'Mark all as seen' });
    const box = await markSeen.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(480);
    await markSeen.click();
    await page.getByRole('button', { name: 'Notifications, none new' }).waitFor();
    await page.context().close();
  });

  it('shows the calendar month and moves between months', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    const title = page.getByRole('heading', { level: 2 });
    const shown = await title.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.waitForURL(/month=\d{4}-\d{2}/);
    // The address changes first; the router renders the new month in a transition after it.
    await expect.poll(() => title.textContent()).not.toBe(shown);
    await page.getByRole('table').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
