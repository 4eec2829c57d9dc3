import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '../../../../common/staff';
import { GOOD_RESET_TOKEN, servePasswordReset } from '../../../../tests/support/msw/staff';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';

describe('ForgotPasswordForm', () => {
  it('checks the address, sends it, then says the same as for any address', async () => {
    const server = servePasswordReset();
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password?area=employer' });

    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/employeer/login',
    );
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Rohit@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(server.requested).toEqual(['rohit@example.com']);
  });
});

describe('NewPasswordForm', () => {
  async function choose(password: string, again = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('New password again'), again);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('holds the password rules, then sets it and points to the account’s sign-in', async () => {
    const server = servePasswordReset();
    renderWithApp(<NewPasswordForm token={GOOD_RESET_TOKEN} />, { path: '/reset-password' });
    await choose('short');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 8 characters',
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('New password again'));
    await choose('long enough', 'long enougg');
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords do not match');
    expect(server.resets).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/employeer/login',
    );
    expect(server.resets).toEqual([{ token: GOOD_RESET_TOKEN, password: 'long enough' }]);
  });

  it('says a used or expired link is no good and offers a new one', async () => {
    servePasswordReset();
    renderWithApp(<NewPasswordForm token="used-token" />, { path: '/reset-password' });
    await choose('long enough');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_RESET_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says so at once when the address has no token', () => {
    servePasswordReset();
    renderWithApp(<NewPasswordForm token={undefined} />, { path: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID_RESET_LINK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Set new password' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
