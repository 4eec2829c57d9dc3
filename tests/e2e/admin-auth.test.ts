import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';

const browser = useBrowser();

describe('admin sign-in', () => {
  it('sends a signed-out visit to /admin/home to /login', async () => {
    const page = await browser.page('/admin/home');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('refuses a wrong password with the spec message', async () => {
    const page = await browser.page('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('signs in to the dashboard, shows the name, and Sign out ends the session', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await page.getByRole('button', { name: 'Asha Verma' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    // The session is over on the server too: the back office sends us to the login again.
    await page.goto('/admin/home');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('collapses the sidebar and keeps its sections reachable', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    const toggle = page.getByRole('button', { name: 'Collapse the sidebar' });
    await toggle.click();
    await page.getByRole('button', { name: 'Expand the sidebar' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
