import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WRONG_TWO_FACTOR_CODE_MESSAGE } from '../../../../common/two-factor';
import {
  RECOVERY_CODES,
  RIGHT_CODE,
  serveTwoFactorSettings,
  serveTwoFactorSignIn,
} from '../../../../tests/support/msw/two-factor';
import { renderWithApp } from '../../../../tests/support/render-page';
import { StaffLoginForm } from './StaffLoginForm';
import { TwoFactorSettings } from './TwoFactorSettings';

const admin = {
  __typename: 'StaffUser' as const,
  id: '1',
  role: 'ADMIN' as const,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'admin@example.com',
};

function LoginRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<StaffLoginForm role="ADMIN" heading="Admin Login" />} />
      <Route path="/admin/home" element={<h1>Dashboard</h1>} />
    </Routes>
  );
}

async function enterPassword() {
  const user = userEvent.setup();
  renderWithApp(<LoginRoutes />, { path: '/login' });
  await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('two-factor sign-in', () => {
  it('asks for the code after the password, refuses a wrong one and opens the area', async () => {
    const sent = serveTwoFactorSignIn('CODE_REQUIRED', admin);
    const user = await enterPassword();
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent).toEqual(['654321', RIGHT_CODE]);
  });

  it('takes a recovery code instead, and goes back to the password when asked', async () => {
    const sent = serveTwoFactorSignIn('CODE_REQUIRED', admin);
    const user = await enterPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(sent).toEqual(['abcde-fghij']);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await screen.findByRole('heading', { name: 'Admin Login' });
  });

  it('has an admin who must use it set it up, shows the recovery codes, then opens the area', async () => {
    serveTwoFactorSignIn('ENROLMENT_REQUIRED', admin);
    const user = await enterPassword();
    await screen.findByRole('heading', { name: 'Set up two-factor sign-in' });
    screen.getByRole('img', { name: 'QR code that adds this account to an authenticator app' });
    expect(screen.getByLabelText('Key for typing in').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toBe(RECOVERY_CODES.join(''));
    await user.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});

describe('TwoFactorSettings', () => {
  it('sets it up with a confirming code, shows the recovery codes, and turns it off with a code', async () => {
    const server = serveTwoFactorSettings(admin);
    const user = userEvent.setup();
    renderWithApp(<TwoFactorSettings />, { path: '/admin/account' });

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByRole('img', { name: /QR code/ });
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE);
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByText(/10 of 10 recovery codes left/);

    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    await waitFor(() => expect(server.sent).toEqual(['000000', RIGHT_CODE, RIGHT_CODE]));
  });
});
