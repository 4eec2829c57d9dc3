import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../common/staff';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { DESKTOP, PHONE } from './support/layout';
import { mailTo } from './support/mail';
import { snapshot } from './support/screenshots';
import { createStaffAccount } from './support/staff-accounts';

const browser = useBrowser();

describe('forgotten password', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('is reset on %s through the link the e-mail brings', async (_screen, size) => {
    const account = await createStaffAccount(browser.baseUrl, 'EMPLOYER', 'Ishaan');
    const page = await browser.page('about:blank');
    await page.setViewportSize(size);
    await browser.visit(page, '/employeer/login');
    await snapshot(page, 'login-with-forgot-link');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password?area=employer');
    await page.getByRole('heading', { level: 1, name: 'Forgot password?' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await snapshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(PASSWORD_RESET_REQUESTED_MESSAGE).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'forgot-password-sent');

    const mail = await mailTo(account.email, /Reset your/);
    expect(mail.text).toContain('Hello Ishaan');
    const link = /(http:\/\/\S+\/reset-password#token=\S+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(browser.baseUrl)).toBe(true);

    await browser.visit(page, link ?? '');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The token is taken out of the address bar (and history) once read.
    expect(page.url()).toBe(`${browser.baseUrl}/reset-password`);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a fresh passphrase');
    await page.getByLabel('New password again').fill('a fresh passphrase');
    await snapshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'reset-password-done');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/employeer/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/employeer/home');

    // The link worked once: opening it again is refused.
    await browser.visit(page, link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('another passphrase');
    await page.getByLabel('New password again').fill('another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid, already used or expired/)
      .waitFor();
    await page.context().close();
  });
});
