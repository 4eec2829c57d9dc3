import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  serveSignedIn,
  serveStaffLogin,
  sessionFor,
  serveStaffSession,
} from '../../../../tests/support/msw/staff';
import { renderWithApp } from '../../../../tests/support/render-page';
import { RequireStaff } from './RequireStaff';
import { StaffLoginForm } from './StaffLoginForm';

const admin = {
  __typename: 'StaffUser' as const,
  id: '1',
  role: 'ADMIN' as const,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'admin@example.com',
};

const employer = {
  ...admin,
  id: '2',
  role: 'EMPLOYER' as const,
  firstName: 'Rohit',
  lastName: 'Mehra',
  email: 'employer@example.com',
};

/** The admin and employer areas, each behind its own login, as the app routes them. */
function StaffRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<StaffLoginForm role="ADMIN" heading="Admin Login" />} />
      <Route
        path="/employeer/login"
        element={<StaffLoginForm role="EMPLOYER" heading="Admin Login" />}
      />
      <Route
        path="/admin/home"
        element={
          <RequireStaff role="ADMIN">
            <h1>Dashboard</h1>
          </RequireStaff>
        }
      />
      <Route
        path="/employeer/home"
        element={
          <RequireStaff role="EMPLOYER">
            <h1>Employer Dashboard</h1>
          </RequireStaff>
        }
      />
    </Routes>
  );
}

async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('staff sign-in', () => {
  it('sends a signed-out visitor to the login, then back to the area after signing in', async () => {
    const sent = serveStaffLogin(() => sessionFor(admin));
    renderWithApp(<StaffRoutes />, { path: '/admin/home' });
    await screen.findByRole('heading', { name: 'Admin Login' });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent).toEqual([
      { email: 'admin@example.com', password: 'demo-password', role: 'ADMIN', remember: false },
    ]);
  });

  it('shows the server message and keeps the form usable after a refusal', async () => {
    serveStaffLogin(() => graphqlError('Invalid email or password', { code: 'UNAUTHENTICATED' }));
    renderWithApp(<StaffRoutes />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('does not show an area to another role', async () => {
    serveSignedIn({ ...admin, role: 'MARKETING' });
    renderWithApp(<StaffRoutes />, { path: '/admin/home' });
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('tells someone signed in to another area who they are, and switches only when asked', async () => {
    const server = serveStaffSession(admin, [admin, employer]);
    renderWithApp(<StaffRoutes />, { path: '/employeer/home' });
    await screen.findByText(
      'You are signed in as Asha Verma (admin@example.com), an admin. This area is for employers.',
    );
    const back = screen.getByRole('link', { name: 'Go to the admin area' });
    expect(back.getAttribute('href')).toBe('/admin/home');
    expect(screen.queryByLabelText('Email')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out and sign in here' }));
    const email = await screen.findByLabelText('Email');
    expect(document.activeElement).toBe(email);
    await signInWith(user, 'employer@example.com');
    await screen.findByRole('heading', { name: 'Employer Dashboard' });
    expect(server.events).toEqual(['sign out admin@example.com', 'sign in employer@example.com']);
  });

  it('does not end a session another tab started after the login page opened', async () => {
    const server = serveStaffSession(null, [admin, employer]);
    renderWithApp(<StaffRoutes />, { path: '/employeer/login' });
    await screen.findByLabelText('Email');
    server.me = admin;
    await signInWith(userEvent.setup(), 'employer@example.com');
    await screen.findByText(/^You are signed in as Asha Verma \(admin@example.com\), an admin\./);
    expect(server.events).toEqual([]);
  });
});
