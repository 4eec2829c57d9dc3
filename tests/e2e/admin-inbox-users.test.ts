import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';

const browser = useBrowser();

async function openSection(page: Page, label: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('admin Messages and Users', () => {
  it('shows a visitor message in the inbox: status, a note, and the CSV export', async () => {
    const name = `Inbox Visitor ${Date.now()}`;
    const sent = await fetch(`${browser.baseUrl}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'inbox.visitor@example.in',
        subject: 'A shop website',
        message: 'Please call me.',
      }),
    });
    expect(sent.status).toBe(201);

    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openSection(page, 'Messages', 'Messages');
    await page.getByRole('button', { name: `Open lead from ${name}` }).click();
    const panel = page.getByRole('complementary', { name });
    await panel.getByText('Please call me.').waitFor();
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
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog', { name: 'Add user' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
