import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  noSession,
  serveStaffLogin as answerLogin,
  sessionFor,
} from '../../../../tests/support/msw/staff';
import { renderWithApp } from '../../../../tests/support/render-page';
import MarketingLoginPage from './MarketingLoginPage';

const member = {
  __typename: 'StaffUser' as const,
  id: '7',
  role: 'MARKETING' as const,
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'marketing@example.com',
};

function LoginRoutes() {
  return (
    <Routes>
      <Route path="/marketing/login" element={<MarketingLoginPage />} />
      <Route path="/marketing/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>
  );
}

async function signIn({ remember = false } = {}) {
  const user = userEvent.setup();
  renderWithApp(<LoginRoutes />, { path: '/marketing/login' });
  await user.type(await screen.findByLabelText('Email'), 'marketing@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo-password');
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('marketing login', () => {
  it('asks for a 30-day session when Remember me is ticked, then opens the dashboard', async () => {
    const sent = answerLogin(() => sessionFor(member));
    await signIn({ remember: true });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent).toEqual([
      {
        email: 'marketing@example.com',
        password: 'demo-password',
        role: 'MARKETING',
        remember: true,
      },
    ]);
  });

  it('shows and hides the password', async () => {
    answerLogin(noSession);
    const user = userEvent.setup();
    renderWithApp(<LoginRoutes />, { path: '/marketing/login' });
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('offers no dead links: Forgot password leads to the reset request; no Google, GitHub or Sign up', async () => {
    answerLogin(noSession);
    renderWithApp(<LoginRoutes />, { path: '/marketing/login' });
    await screen.findByLabelText('Email');
    const links = screen.queryAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Forgot password?', '/forgot-password?area=marketing'],
    ]);
    expect(screen.queryByRole('button', { name: /google|github|sign up/i })).toBeNull();
  });

  it("shows the server's refusal in its own words", async () => {
    answerLogin(() => graphqlError('Invalid email or password', { code: 'UNAUTHENTICATED' }));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it("says 'No token received from server' when the answer starts no session", async () => {
    answerLogin(noSession);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('No token received from server');
  });

  it("says 'An error occurred during login' when the server cannot be reached", async () => {
    answerLogin(() => HttpResponse.error());
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });
});
