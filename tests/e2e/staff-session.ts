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

/** Each staff area's door and dashboard, with its demo account (all share one password). */
export const DEMO_STAFF_AREAS = [
  { name: 'admin', login: '/login', home: '/admin/home', email: 'admin@example.com' },
  {
    name: 'employer',
    login: '/employeer/login',
    home: '/employeer/home',
    email: 'employer@example.com',
  },
  {
    name: 'marketing',
    login: '/marketing/login',
    home: '/marketing/dashboard',
    email: 'marketing@example.com',
  },
] as const;

/** Signs in on an open login page of the area and waits for its dashboard's heading. */
export async function signInToStaffArea(
  page: Page,
  area: (typeof DEMO_STAFF_AREAS)[number],
): Promise<void> {
  await page.getByLabel('Email').fill(area.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${area.home}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}
