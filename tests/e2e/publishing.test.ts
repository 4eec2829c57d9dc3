import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toIndiaDateTimeInput } from '../../common/publishing';
import { formatStaffDateTime } from '../../web/src/lib/format-date';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { moveTestClock } from '../support/test-clock';

const browser = useBrowser();
// The other browser tests share this server: they get its clock back as it was.
afterAll(() => moveTestClock(browser.baseUrl, { reset: true }));

const MINUTE = 60_000;

async function openBlogAdmin(page: Page): Promise<void> {
  await browser.visit(page, '/admin/blogs');
  await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
}

async function editDescription(page: Page, title: string, description: string): Promise<void> {
  await page.getByRole('button', { name: `Update ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Blog' });
  await dialog.getByLabel('Description', { exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog updated successfully!').last().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The post's card on the first page of its category, read fresh (no query string: cacheable). */
async function listedOnFirstPage(page: Page, title: string): Promise<boolean> {
  await page.goto('/blog/education');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return (await page.getByRole('article', { name: title }).count()) > 0;
}

describe('publishing a post', () => {
  it('writes a draft, previews it, schedules it, sees it go live, then compares and restores revisions', async () => {
    const title = `Monsoon release ${Date.now()}`;
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openBlogAdmin(page);

    // Write a draft.
    await page.getByRole('button', { name: 'Add Blog' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Blog' });
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Category').selectOption({ label: 'Educational Content' });
    await add
      .getByLabel('Description', { exact: true })
      .fill('What is new this season.\nWe ship on Friday.');
    await add.getByRole('button', { name: 'Add Blog' }).click();
    await add.waitFor({ state: 'detached' });
    const row = page.getByRole('article', { name: title });
    await row.getByText('Draft', { exact: true }).waitFor();

    // Preview it at its future address through the signed link.
    await page.getByRole('button', { name: `Preview ${title}` }).click();
    const previewDialog = page.getByRole('dialog', { name: 'Preview' });
    const previewUrl = await previewDialog
      .getByRole('link', { name: 'Open preview' })
      .getAttribute('href');
    expect(previewUrl).toMatch(/\/blog\/education\/monsoon-release-\d+\?preview=/);
    const postPath = new URL(previewUrl ?? '').pathname;
    const preview = await browser.page(
      new URL(previewUrl ?? '').pathname + new URL(previewUrl ?? '').search,
    );
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.getByText('visitors cannot see this page').waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect((await page.request.get(postPath)).status()).toBe(404);
    await previewDialog.getByRole('button', { name: 'Close' }).click();

    // Schedule it two minutes ahead of the server's clock, in India time.
    const serverNow = await moveTestClock(browser.baseUrl, { advanceMs: 0 });
    const goLive = new Date(Math.ceil((serverNow.getTime() + 2 * MINUTE) / MINUTE) * MINUTE);
    await page.getByRole('button', { name: `Publishing ${title}` }).click();
    const publishing = page.getByRole('dialog', { name: 'Publishing' });
    await publishing.getByLabel('State').selectOption('SCHEDULED');
    await publishing.getByLabel('Publish at (India time)').fill(toIndiaDateTimeInput(goLive));
    await expectNoSeriousA11yViolations(page);
    await publishing.getByRole('button', { name: 'Save' }).click();
    await publishing.waitFor({ state: 'detached' });
    await row.getByText(`Scheduled ${formatStaffDateTime(goLive.toISOString())}`).waitFor();

    // Not live yet: the category's first page (now kept in the page cache) does not list it.
    expect(await listedOnFirstPage(page, title)).toBe(false);
    expect((await page.request.get(postPath)).status()).toBe(404);

    // Three minutes later the scheduler makes it live, and the cached list page is cleared.
    await moveTestClock(browser.baseUrl, { advanceMs: 3 * MINUTE });
    await expect
      .poll(() => listedOnFirstPage(page, title), { timeout: 20_000, interval: 1000 })
      .toBe(true);
    const live = await page.request.get(postPath);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain('We ship on Friday.');

    // Edit it twice.
    await openBlogAdmin(page);
    await page
      .getByRole('article', { name: title })
      .getByText('Published', { exact: true })
      .waitFor();
    await editDescription(page, title, 'What is new this season.\nWe ship on Monday.');
    await editDescription(
      page,
      title,
      'What is new this season.\nWe ship on Monday.\nQuestions are welcome.',
    );

    // Compare revisions side by side.
    await page.getByRole('button', { name: `Revisions ${title}` }).click();
    const history = page.getByRole('dialog', { name: 'Revisions' });
    const revisions = history
      .getByRole('list', { name: 'Revisions, newest first' })
      .getByRole('listitem');
    await expect.poll(() => revisions.count()).toBe(4);
    await expect
      .poll(() => revisions.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^#4 Edited/),
        expect.stringMatching(/^#3 Edited/),
        expect.stringMatching(/^#2 Scheduled/),
        expect.stringMatching(/^#1 Created/),
      ]);
    const latest = history.getByRole('region', { name: 'Revision #3 beside revision #4' });
    const added = await latest.locator('ins').allInnerTexts();
    expect(added.map((text) => text.trim())).toEqual(['Questions are welcome.']);
    await history.getByLabel('Compare').selectOption({ index: 3 });
    const wider = history.getByRole('region', { name: 'Revision #1 beside revision #4' });
    expect(await wider.locator('del').allInnerTexts()).toContain('Friday');
    expect(await wider.locator('ins').allInnerTexts()).toContain('Monday');
    await expectNoSeriousA11yViolations(page);

    // Restore the first revision: a new revision, and visitors read the first text again.
    await history.getByRole('button', { name: 'Restore #1' }).click();
    await page.getByText('Revision #1 restored, as a new revision').waitFor();
    await expect.poll(() => revisions.count()).toBe(5);
    expect(await revisions.first().innerText()).toMatch(/^#5 Restored #1/);
    const restored = await page.request.get(postPath);
    const html = await restored.text();
    expect(html).toContain('We ship on Friday.');
    expect(html).not.toContain('Questions are welcome.');

    // The audit trail names the admin for each step: created, scheduled, two edits, restored.
    await expectAuditedSteps(page, title, 5);

    // Tidy up, so other journeys see the demo blog as it was.
    await openBlogAdmin(page);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Blog deleted successfully!').waitFor();
    await page.context().close();
  });
});

/** Admin > Audit, narrowed to blog posts: the post's entries, each by the demo admin. */
async function expectAuditedSteps(page: Page, title: string, steps: number): Promise<void> {
  await browser.visit(page, '/admin/audit');
  await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
  await page.getByRole('combobox', { name: /^Record/ }).selectOption({ label: 'Blog post' });
  const entries = page
    .getByRole('table', { name: 'Changes by staff, newest first' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect.poll(() => entries.count()).toBe(steps);
  const texts = await entries.allInnerTexts();
  expect(texts.every((text) => text.includes('Asha Verma') && text.includes('admin'))).toBe(true);
  expect(texts.at(-1)).toContain('Created');
  expect(texts.slice(0, -1).every((text) => text.includes('Changed'))).toBe(true);
  await expectNoSeriousA11yViolations(page);
}
