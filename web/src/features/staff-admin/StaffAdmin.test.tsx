import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { adminAsha, serveStaffAdmin, TAKEN_EMAIL } from '../../../../tests/support/msw/staff';
import { renderWithApp } from '../../../../tests/support/render-page';
import { StaffAdmin } from './StaffAdmin';

function renderStaffAdmin() {
  return renderWithApp(
    <>
      <Toaster />
      <StaffAdmin />
    </>,
  );
}

describe('StaffAdmin', () => {
  it('lists every role with last activity; no Disable for yourself; filters by role', async () => {
    const server = serveStaffAdmin([{ when: { role: 'ADMIN' }, answer: [adminAsha] }]);
    renderStaffAdmin();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Marketing staff');
    expect(rows[1]?.textContent).toContain('Never');
    // Staff read moments as day/month/year and a 24-hour time in India: 09:00 UTC is 14:30.
    expect(rows[2]?.textContent).toContain('23/11/2026, 14:30');
    within(table).getByText('Asha Verma (you)');
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Disable/ })).toHaveLength(1),
    );
    screen.getByRole('button', { name: 'Disable Ravi Kumar' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await waitFor(() => expect(screen.queryByText('ravi@example.com')).toBeNull());
    expect(server.asked.at(-1)).toMatchObject({ role: 'ADMIN', offset: 0 });
  });

  it('disables an account and shows it disabled', async () => {
    const server = serveStaffAdmin();
    renderStaffAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Ravi Kumar' }));
    await screen.findByRole('button', { name: 'Enable Ravi Kumar' });
    expect(server.disabled).toEqual([{ id: '2', disabled: true }]);
  });

  it('checks the new account before sending, and shows the server refusal', async () => {
    const server = serveStaffAdmin();
    renderStaffAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
    await userEvent.type(dialog.getByLabelText('First name'), 'Meera');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Singh');
    await userEvent.type(dialog.getByLabelText('Email'), TAKEN_EMAIL);
    await userEvent.type(dialog.getByLabelText('Password (at least 8 characters)'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(dialog.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(server.created).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Password (at least 8 characters)'), '-and-long');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe(
        'A staff account with this email already exists',
      ),
    );
    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), 'meera@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await screen.findByText('User created');
    expect(server.created.at(-1)).toEqual({
      role: 'MARKETING',
      firstName: 'Meera',
      lastName: 'Singh',
      email: 'meera@example.com',
      phone: null,
      password: 'short-and-long',
    });
    await screen.findByText('meera@example.com');
  });
});
