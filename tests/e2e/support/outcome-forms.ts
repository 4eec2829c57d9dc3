import type { Locator, Page } from 'playwright-core';

/** Signs in on an open /marketing/login page and waits for the marketing dashboard. */
export async function signInToMarketing(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/marketing/dashboard');
}

/** Types or selects each value into the field with that exact label. */
export async function fillFields(
  scope: Page | Locator,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

/** Opens 'Selected Options' for the row naming `rowText` and follows one outcome form. */
export async function openOutcomeForm(page: Page, rowText: string, form: string): Promise<void> {
  await page.getByRole('row').filter({ hasText: rowText }).first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Selected Options' });
  await dialog.getByRole('link', { name: form, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: form }).waitFor();
}

/** Submits an outcome form and follows the thank-you dialog back to the dashboard. */
export async function submitAndGoHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await thanks.getByText('Your dashboard has been updated').waitFor();
  await thanks.getByRole('link', { name: 'Go To Home' }).click();
  await page.waitForURL('**/marketing/dashboard');
}
