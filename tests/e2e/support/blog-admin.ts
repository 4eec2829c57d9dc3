import type { Page } from 'playwright-core';

/** From anywhere in the back office, opens the Blogs screen through the sidebar. */
export async function openBlogAdmin(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
}
