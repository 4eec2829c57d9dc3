import type { Page } from 'playwright-core';

/** On a page listing the plans: picks the Yearly cycle and follows Business's Buy Now. */
export async function buyYearlyBusiness(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await page
    .getByRole('article', { name: 'Business' })
    .getByRole('link', { name: /^Buy Now/ })
    .click();
  await page.waitForURL(/\/payment\?plan=business&cycle=yearly$/);
}
