import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { DEMO_STAFF_AREAS, signInToAdmin, signInToStaffArea } from './staff-session';

const browser = useBrowser();
const EMPLOYER = DEMO_STAFF_AREAS[1];

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

  it('tells an admin opening the employer area who is signed in, and switches only when asked', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await browser.visit(page, '/employeer/home');
    await page.waitForURL('**/employeer/login');
    await page
      .getByText(
        'You are signed in as Asha Verma (admin@example.com), an admin. This area is for employers.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Go to the admin area' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign out and sign in here' }).click();
    await signInToStaffArea(page, EMPLOYER);

    // The admin session ended when asked: the admin area now asks to sign in, naming the employer.
    await browser.visit(page, '/admin/home');
    await page.waitForURL('**/login');
    await page
      .getByText(
        'You are signed in as Rohit Mehra (employer@example.com), an employer. This area is for admins.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Sign out and sign in here' }).click();
    await page.getByLabel('Email').waitFor();
    await page.context().close();
  });
});
