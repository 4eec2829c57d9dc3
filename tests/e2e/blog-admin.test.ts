import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../support/sample-photos';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { openBlogAdmin } from './support/blog-admin';
import { signInToAdmin } from './staff-session';
import { publishNow } from './support/publishing';

const browser = useBrowser();

/** The public post page of the card with this title on /blog/education, or null if none. */
async function openPublicPost(page: Page, title: string): Promise<boolean> {
  await browser.visit(page, `/blog/education?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  if ((await card.count()) === 0) return false;
  await card.getByRole('link', { name: /See More/ }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return true;
}

describe('blog admin', () => {
  it('publishes a draft with an uploaded photo that visitors see as a resized WebP, then deletes it', async () => {
    const title = `Release notes ${Date.now()}`;
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openBlogAdmin(page);

    await page.getByRole('button', { name: 'Add Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByRole('button', { name: 'Add Blog' }).click();
    await dialog.getByText(/title is required/i).waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Category').selectOption({ label: 'Educational Content' });
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('What changed this month, and why it matters.');
    await dialog.getByLabel(/^Image/).setInputFiles({
      name: 'office.jpg',
      mimeType: 'image/jpeg',
      buffer: await samplePhoto({ width: 2400, height: 1800 }),
    });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add Blog' }).click();
    await page.getByText('Blog added successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const listed = page.getByRole('article', { name: title });
    // The thumbnail (a small card crop) sits beside the post's title, not in a row of its own.
    const thumbnail = await listed.locator('img').boundingBox();
    const heading = await listed.getByRole('heading').boundingBox();
    expect(thumbnail && heading && thumbnail.x + thumbnail.width <= heading.x).toBe(true);
    await listed.getByText('Draft', { exact: true }).waitFor();
    await publishNow(page, title);

    expect(await openPublicPost(page, title)).toBe(true);
    const shown = page.locator('main img').first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const imageSrc = await shown.evaluate(
      (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
    );
    expect(imageSrc).toMatch(/^\/media\/\d+-\d+\.webp$/);
    const image = await page.request.get(imageSrc);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');

    await browser.visit(page, '/admin/blogs');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Blog deleted successfully!').waitFor();
    await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });

    expect(await openPublicPost(page, title)).toBe(false);
    expect((await page.request.get(imageSrc)).status()).toBe(404);
    await page.context().close();
  });
});
