import type { Page } from 'playwright-core';

/** Makes the draft with this title live from its row's Publishing dialog (Blogs or Career). */
export async function publishNow(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Publishing ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Publishing' });
  await dialog.getByLabel('State').selectOption('PUBLISHED');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Published: visitors see it now').waitFor();
  await dialog.waitFor({ state: 'detached' });
}
