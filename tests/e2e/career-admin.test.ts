import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { publishNow } from './support/publishing';

const browser = useBrowser();

async function openCareerAdmin(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Career' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Career Opportunities' }).waitFor();
}

/** How many job cards with this title the public careers page shows (read fresh). */
async function publicCardCount(page: Page, title: string): Promise<number> {
  await page.goto('/careers');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page.getByRole('article', { name: title }).count();
}

describe('career admin', () => {
  it('adds a draft job that visitors see once published; closing and deleting take it off /careers', async () => {
    const title = `Site Reliability Engineer ${Date.now()}`;
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openCareerAdmin(page);
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Job' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await dialog.getByRole('alert').getByText('Please fill in all fields').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Location').fill('Remote');
    await dialog.getByLabel('Type').selectOption('Full-time');
    await dialog.getByLabel('Experience').fill('4+ years');
    await dialog.getByLabel('Department').selectOption('Engineering');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Keep the platform up.\nOn call one week in six.');
    await dialog.getByLabel('Skills (comma-separated)').fill('Linux, Kubernetes , ');
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await page.getByText('Job added successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: title });
    await card.getByText('Skills: Linux, Kubernetes').waitFor();
    await card.getByText('Draft', { exact: true }).waitFor();
    expect(await publicCardCount(page, title)).toBe(0);

    await browser.visit(page, '/admin/career');
    await publishNow(page, title);
    await page.getByRole('article', { name: title }).getByText('Open', { exact: true }).waitFor();
    expect(await publicCardCount(page, title)).toBe(1);

    await browser.visit(page, '/admin/career');
    await page.getByRole('button', { name: `Close ${title}` }).click();
    await page.getByRole('button', { name: `Reopen ${title}` }).waitFor();
    expect(await publicCardCount(page, title)).toBe(0);

    await browser.visit(page, '/admin/career');
    await page.getByRole('button', { name: `Reopen ${title}` }).click();
    await page.getByRole('button', { name: `Close ${title}` }).waitFor();
    expect(await publicCardCount(page, title)).toBe(1);

    await browser.visit(page, '/admin/career');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this job posting?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Job deleted successfully!').waitFor();
    await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });
    expect(await publicCardCount(page, title)).toBe(0);
    await page.context().close();
  });

  it('closes a dialog with the x button and with the backdrop', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openCareerAdmin(page);
    const dialog = page.getByRole('dialog', { name: 'Add New Job' });
    await page.getByRole('button', { name: 'Add Job' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Job' }).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
