import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serveSignedIn, serveStaffLogin } from '../../../../tests/support/msw/staff';
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

function AdminRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<StaffLoginForm role="ADMIN" heading="Admin Login" />} />
      <Route
        path="/admin/home"
        element={
          <RequireStaff role="ADMIN">
            <h1>Dashboard</h1>
          </RequireStaff>
        }
      />
    </Routes>
  );
}

describe('staff sign-in', () => {
  it('sends a signed-out visitor to the login, then back to the area after signing in', async () => {
    const sent = serveStaffLogin(() =>
      HttpResponse.json({ data: { login: { expiresAt: '2030-01-01', user: admin } } }),
    );
    renderWithApp(<AdminRoutes />, { path: '/admin/home' });
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
    renderWithApp(<AdminRoutes />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('does not show an area to another role', async () => {
    serveSignedIn({ ...admin, role: 'MARKETING' });
    renderWithApp(<AdminRoutes />, { path: '/admin/home' });
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});
