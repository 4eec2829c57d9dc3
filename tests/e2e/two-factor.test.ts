import { describe, expect, it } from 'vitest';
import { WRONG_TWO_FACTOR_CODE_MESSAGE } from '../../common/two-factor';
import { totpCode } from '../support/totp';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { DESKTOP, PHONE } from './support/layout';
import { snapshot } from './support/screenshots';
import { createStaffAccount } from './support/staff-accounts';

const browser = useBrowser();

describe('two-factor sign-in', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])(
    'an admin on %s enrols from the Account page and signs in with a code',
    async (_screen, size) => {
      const account = await createStaffAccount(browser.baseUrl, 'ADMIN', 'Tara');
      const page = await browser.page('about:blank');
      await page.setViewportSize(size);
      await browser.visit(page, '/login');
      await signInToAdmin(page, account);

      await page.getByRole('button', { name: 'Tara Tester' }).click();
      await page.getByRole('menuitem', { name: 'Account and security' }).click();
      await page.waitForURL('**/admin/account');
      await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await snapshot(page, 'two-factor-enrol');

      const secret = (await page.getByLabel('Key for typing in').textContent())?.replace(/\s/g, '');
      await page.getByLabel('6-digit code').fill(await totpCode(secret ?? ''));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await snapshot(page, 'two-factor-recovery-codes');
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByText('10 of 10 recovery codes left.', { exact: false }).waitFor();

      await page.getByRole('button', { name: 'Tara Tester' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
      await page.getByLabel('6-digit code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').getByText(WRONG_TWO_FACTOR_CODE_MESSAGE).waitFor();
      await expectNoSeriousA11yViolations(page);
      await snapshot(page, 'two-factor-wrong-code');

      // The code used to turn it on is spent: the app's next code signs in.
      await page.getByLabel('6-digit code').fill(await totpCode(secret ?? '', 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/admin/home');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.context().close();
    },
  );
});
