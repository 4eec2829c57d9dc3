import type { Page } from 'playwright-core';

/** The embedded demo's admin account (api/src/modules/staff/staff.demo.ts). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-password' };

/** Signs in on an open /login page and waits for the dashboard. */
export async function signInToAdmin(page: Page, account = DEMO_ADMIN): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/home');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}
