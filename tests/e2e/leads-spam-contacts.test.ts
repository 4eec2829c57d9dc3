import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { postContactMessage } from './support/leads';

/** Issue 20: spam kept and restorable; one person's enquiries as one contact with sources. */
const browser = useBrowser();

async function openMessages(viewport = { width: 1366, height: 800 }): Promise<Page> {
  const page = await browser.page('/login');
  await page.setViewportSize(viewport);
  await signInToAdmin(page);
  await browser.visit(page, '/admin/messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  // Loaded: the list, or the word that there is none yet.
  await page.getByText(/^\d+ leads?$/).waitFor();
  return page;
}

/** Sends the contact form on the page open at /contact (with whatever address it was opened at). */
async function sendContactForm(page: Page, fields: { name: string; email: string }) {
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await form.getByLabel('Name', { exact: true }).fill(fields.name);
  await form.getByLabel('Email', { exact: true }).fill(fields.email);
  await form.getByLabel('Subject', { exact: true }).fill('A website for my shop');
  await form.getByLabel('Message', { exact: true }).fill('Please call me.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Thank you! Your message has been sent.').waitFor();
}

describe('spam in the Messages inbox', () => {
  it('keeps a honeypot hit out of the inbox, shows it under Spam, and restores it', async () => {
    const name = `Caught Visitor ${Date.now()}`;
    await postContactMessage(browser.baseUrl, {
      name,
      email: 'caught.visitor@example.in',
      subject: 'A real question',
      message: `My browser filled in every field. ${name}`,
      website: 'https://autofill.example',
    });

    const page = await openMessages();
    const open = page.getByRole('button', { name: `Open lead from ${name}` });
    expect(await open.count()).toBe(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('SPAM');
    await open.click();
    const panel = page.getByRole('complementary', { name });
    const flagged = panel.getByRole('note', { name: 'Flagged as spam' });
    await flagged.getByText(/hidden field only bots fill in/).waitFor();
    await expectNoSeriousA11yViolations(page);

    await flagged.getByRole('button', { name: 'Not spam: restore' }).click();
    await page.getByText('Restored: the lead is back in the inbox as New').waitFor();
    await panel.getByText(/^Restored from spam\. It had been flagged/).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).first().selectOption('');
    const row = page.getByRole('row').filter({ has: open });
    await row.getByText('New', { exact: true }).waitFor();
    await page.context().close();
  });
});

describe('one person, three enquiries', () => {
  it('shows them as one contact with three entries, each with the campaign that brought it', async () => {
    const stamp = Date.now();
    const name = `Meena Pillai ${stamp}`;
    const email = `meena.${stamp}@example.in`;
    const mobile = `9${String(stamp).slice(-9)}`;

    // One visitor, one browser: three visits from three campaigns, one enquiry each.
    const visitor = await browser.page(
      '/contact?utm_source=google&utm_medium=cpc&utm_campaign=web',
    );
    await sendContactForm(visitor, { name, email });

    await browser.visit(visitor, '/?utm_source=newsletter&utm_medium=email');
    await visitor.getByRole('banner').getByRole('button', { name: 'Start a Project' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Start Your Project' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await dialog.getByLabel('Mobile Number', { exact: true }).fill(mobile);
    await dialog.getByLabel('Business Name', { exact: true }).fill('Pillai Stores');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you! Your project request has been sent.').waitFor();

    await browser.visit(visitor, '/contact?utm_source=facebook&utm_medium=social');
    await sendContactForm(visitor, { name, email: `  ${email}  ` });
    await visitor.context().close();

    const page = await openMessages();
    await page.getByRole('checkbox', { name: 'Group by contact' }).check();
    const table = page.getByRole('table', { name: 'Contacts' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('3');

    await row.getByRole('button', { name: `Open contact ${name}` }).click();
    const panel = page.getByRole('complementary', { name });
    const history = panel.getByRole('list', { name: 'History' });
    await history.getByRole('listitem').first().waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    expect(entries).toEqual([
      expect.stringMatching(/^Lead Contact message: A website for my shop.*Source: facebook$/),
      expect.stringMatching(/^Lead Project request: Pillai Stores.*Source: newsletter$/),
      expect.stringMatching(/^Lead Contact message: A website for my shop.*Source: google$/),
    ]);
    await expectNoSeriousA11yViolations(page);

    // An entry opens its lead, which tells both touches.
    await history.getByRole('link', { name: 'Project request: Pillai Stores' }).click();
    const lead = page.getByRole('complementary', { name });
    await lead.getByText('Campaign: newsletter / email', { exact: false }).waitFor();
    await lead.getByText('Campaign: google / cpc / web', { exact: false }).waitFor();
    await page.context().close();
  });
});
