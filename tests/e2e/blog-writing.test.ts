import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../support/sample-photos';
import { useBrowser } from './browser';
import { openBlogAdmin } from './support/blog-admin';
import { signInToAdmin } from './staff-session';

const browser = useBrowser();

/** The editor's preview region, once it shows `text` in an element matching `selector`. */
async function previewShows(dialog: Locator, selector: string, text: string): Promise<void> {
  await dialog
    .getByRole('region', { name: 'Preview' })
    .locator(selector, { hasText: text })
    .waitFor();
}

describe('writing a post', () => {
  it('writes Markdown with a live preview, sets SEO fields, changes the slug and keeps the old address', async () => {
    const stamp = Date.now();
    const title = `Release notes ${stamp}`;
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await openBlogAdmin(page);

    // A new post in Markdown, previewed by the server's renderer as it is typed.
    await page.getByRole('button', { name: 'Add Blog' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Blog' });
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Category').selectOption({ label: 'Educational Content' });
    await add.getByLabel('Slug', { exact: false }).fill(`release-notes-${stamp}`);
    const body = add.getByLabel('Description', { exact: true });
    await body.fill('## What changed\n\nWe **shipped** faster pages. <script>alert(1)</script>');
    await previewShows(add, 'h3', 'What changed');
    await previewShows(add, 'strong', 'shipped');
    await previewShows(add, 'p', '<script>alert(1)</script>');
    await add.getByLabel(/^Image/).setInputFiles({
      name: `office-${stamp}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await samplePhoto({ width: 1600, height: 1000 }),
    });

    // SEO: counters and a search-result preview follow what is typed.
    await add.getByLabel('Meta title').fill('Faster pages in our November release');
    await add.getByText('36 / 60 characters').waitFor();
    await add.getByLabel('Meta description').fill('What we shipped this month and why it matters.');
    const searchPreview = add.getByRole('figure', { name: 'Search result preview' });
    await searchPreview.getByText('Faster pages in our November release').waitFor();
    await add.getByRole('button', { name: 'Add Blog' }).click();
    await page.getByText('Blog added successfully!').waitFor();
    await add.waitFor({ state: 'detached' });

    // An image from the media library needs alt text before it goes into the text.
    await page.getByRole('button', { name: `Update ${title}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Blog' });
    await update.getByRole('button', { name: 'Insert image' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image' });
    await picker.getByRole('button', { name: `office-${stamp}.jpg` }).click();
    await picker.getByRole('button', { name: 'Insert image' }).click();
    await picker.getByText(/Alt text is required/).waitFor();
    await picker.getByLabel('Alt text').fill('Our team celebrating the release');
    await picker.getByRole('button', { name: 'Insert image' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await update.getByLabel('Description', { exact: true }).inputValue()).toMatch(
      /!\[Our team celebrating the release\]\(\/media\/\d+\.jpg\)/,
    );
    await update
      .getByRole('region', { name: 'Preview' })
      .getByRole('img', { name: 'Our team celebrating the release' })
      .waitFor();

    // A new slug: the old address keeps working.
    await update.getByLabel('Slug', { exact: false }).fill(`november-release-${stamp}`);
    await update.getByRole('button', { name: 'Update Blog' }).click();
    await page.getByText('Blog updated successfully!').waitFor();

    // A new post starts as a draft: publish it, and visitors read it at its new address.
    await page.getByRole('button', { name: `Publishing ${title}` }).click();
    const publishing = page.getByRole('dialog', { name: 'Publishing' });
    await publishing.getByLabel('State').selectOption('PUBLISHED');
    await publishing.getByRole('button', { name: 'Save' }).click();
    await publishing.waitFor({ state: 'detached' });
    await page
      .getByRole('article', { name: title })
      .getByText('Published', { exact: true })
      .waitFor();

    await browser.visit(page, `/blog/education/release-notes-${stamp}`);
    expect(new URL(page.url()).pathname).toBe(`/blog/education/november-release-${stamp}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe('Faster pages in our November release');
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: 'What changed' }).waitFor();
    await article.getByRole('img', { name: 'Our team celebrating the release' }).waitFor();
    expect(await article.getByText('<script>alert(1)</script>').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'What we shipped this month and why it matters.',
    );

    // Tidy up, so other journeys see the demo blog as it was.
    await browser.visit(page, '/admin/blogs');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Blog deleted successfully!').waitFor();
    await page.context().close();
  });
});
