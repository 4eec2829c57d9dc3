import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { postContactMessage } from './support/leads';

const browser = useBrowser();

async function openSection(page: Page, label: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Sends a contact message as a visitor would; the inbox lists it as a lead. */
async function sendContactMessage(name: string): Promise<void> {
  await postContactMessage(browser.baseUrl, {
    name,
    email: 'inbox.visitor@example.in',
    subject: 'A shop website',
    message: `Please call me. ${name}`,
  });
}

/** Two fresh leads and the admin's Messages screen at the given size. */
async function openInboxWithTwoLeads(viewport: { width: number; height: number }) {
  const stamp = Date.now();
  const first = `First Lead ${stamp}`;
  const second = `Second Lead ${stamp}`;
  await sendContactMessage(first);
  await sendContactMessage(second);
  const page = await browser.page('/login');
  await page.setViewportSize(viewport);
  await signInToAdmin(page);
  await browser.visit(page, '/admin/messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  return { page, first, second };
}

describe('admin Messages and Users', () => {
  it('at 1366 px keeps the list usable beside an open lead: the next lead opens with one click', async () => {
    const { page, first, second } = await openInboxWithTwoLeads({ width: 1366, height: 800 });
    await page.getByRole('button', { name: `Open lead from ${first}` }).click();
    await page
      .getByRole('complementary', { name: first })
      .getByText(`Please call me. ${first}`)
      .waitFor();
    // A real click (no force): it fails if anything, such as the open lead, covers the button.
    await page.getByRole('button', { name: `Open lead from ${second}` }).click({ timeout: 5_000 });
    const panel = page.getByRole('complementary', { name: second });
    await panel.getByText(`Please call me. ${second}`).waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('on a phone an open lead takes the screen, and Back returns to its row in the list', async () => {
    const { page, first } = await openInboxWithTwoLeads({ width: 390, height: 844 });
    const open = page.getByRole('button', { name: `Open lead from ${first}` });
    await open.click();
    const panel = page.getByRole('complementary', { name: first });
    await panel.getByText(`Please call me. ${first}`).waitFor();
    await page.getByRole('table').waitFor({ state: 'hidden', timeout: 5_000 });
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Back to messages' }).click();
    await page.getByRole('table').waitFor();
    expect(await panel.count()).toBe(0);
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('shows a visitor message in the inbox: status, a note, and the CSV export', async () => {
    const name = `Inbox Visitor ${Date.now()}`;
    await sendContactMessage(name);

    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openSection(page, 'Messages', 'Messages');
    await page.getByRole('button', { name: `Open lead from ${name}` }).click();
    const panel = page.getByRole('complementary', { name });
    await panel.getByText(`Please call me. ${name}`).waitFor();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('combobox', { name: 'Status' }).selectOption('CONTACTED');
    await page.getByText('Status set to Contacted').waitFor();
    await panel.getByLabel('Add a note').fill('Called back, wants a quote.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await panel.getByText('Called back, wants a quote.').waitFor();

    await page.getByRole('combobox', { name: 'Status' }).first().selectOption('CONTACTED');
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe('/api/v1/leads/export?status=CONTACTED');
    const csv = await page.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-/);
    expect(await csv.text()).toContain(`"${name}"`);
    await page.context().close();
  });

  it('lists staff accounts of every role, marking your own', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openSection(page, 'Users', 'Users');
    const table = page.getByRole('table');
    await table.getByText('admin@example.com').waitFor();
    await table.getByText('marketing@example.com').waitFor();
    await table.getByText(/\(you\)/).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Sorting is the server's: the header says the order, the address keeps it.
    await table.getByRole('button', { name: 'Email' }).click();
    const emailHeader = table.getByRole('columnheader', { name: 'Email' });
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).search).toBe('?sort=EMAIL&direction=ASC');
    const emails = async () =>
      (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((email) =>
        email.toLowerCase(),
      );
    await expect.poll(async () => (await emails())[0]).toBe([...(await emails())].sort()[0]);
    await table.getByRole('button', { name: 'Email' }).click();
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await emails())[0]).toBe([...(await emails())].sort().at(-1));
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog', { name: 'Add user' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
