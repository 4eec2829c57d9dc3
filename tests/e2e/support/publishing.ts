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

/** Moves the test server's clock (POST /__test/clock, NODE_ENV=test only); answers its time. */
export async function moveServerClock(
  baseUrl: string,
  change: { advanceMs: number } | { reset: true },
): Promise<Date> {
  const response = await fetch(`${baseUrl}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`The test clock refused ${JSON.stringify(change)}`);
  const { now } = (await response.json()) as { now: string };
  return new Date(now);
}
