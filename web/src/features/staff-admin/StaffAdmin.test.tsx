import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { StaffAdminCreateUserDocument } from '../../graphql/graphql';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { adminAsha, serveStaffAdmin, TAKEN_EMAIL } from '../../../../tests/support/msw/staff';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { renderWithApp } from '../../../../tests/support/render-page';
import { StaffAdmin } from './StaffAdmin';

/** The message a field is marked with: it must be invalid and described by that message. */
function markedWith(field: HTMLElement): string | null {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = field.getAttribute('aria-describedby') ?? '';
  return document.getElementById(describedBy)?.textContent ?? null;
}

async function openAddUser() {
  await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
  return within(await screen.findByRole('dialog', { name: 'Add user' }));
}

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

  it('marks every field the rules refuse at once, each with its own message', async () => {
    const server = serveStaffAdmin();
    renderStaffAdmin();
    const dialog = await openAddUser();
    await userEvent.type(dialog.getByLabelText('Phone (optional)'), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(
      [
        'First name',
        'Last name',
        'Email',
        'Phone (optional)',
        'Password (at least 8 characters)',
      ].map((label) => markedWith(dialog.getByLabelText(label))),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please enter a valid phone number',
      'Password must be at least 8 characters',
    ]);
    expect(dialog.getByLabelText('Role').getAttribute('aria-invalid')).toBeNull();
    // The first field refused has the focus, ready to be put right.
    expect(document.activeElement).toBe(dialog.getByLabelText('First name'));
    expect(server.created).toEqual([]);
  });

  it('checks the new account before sending, and marks the field the server refuses', async () => {
    const server = serveStaffAdmin();
    renderStaffAdmin();
    const dialog = await openAddUser();
    await userEvent.type(dialog.getByLabelText('First name'), 'Meera');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Singh');
    await userEvent.type(dialog.getByLabelText('Email'), TAKEN_EMAIL);
    const password = dialog.getByLabelText('Password (at least 8 characters)');
    await userEvent.type(password, 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(markedWith(password)).toBe('Password must be at least 8 characters');
    expect(server.created).toEqual([]);

    await userEvent.type(password, '-and-long');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(markedWith(dialog.getByLabelText('Email'))).toBe(
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

  it('tells a refusal that names no field beneath the form', async () => {
    serveStaffAdmin();
    mockApi.use(
      graphqlApi.mutation(StaffAdminCreateUserDocument, () =>
        graphqlError('Only an admin may create staff accounts', { code: 'FORBIDDEN' }),
      ),
    );
    renderStaffAdmin();
    const dialog = await openAddUser();
    await userEvent.type(dialog.getByLabelText('First name'), 'Meera');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Singh');
    await userEvent.type(dialog.getByLabelText('Email'), 'meera@example.com');
    await userEvent.type(dialog.getByLabelText('Password (at least 8 characters)'), 'long-enough');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Only an admin may create staff accounts',
    );
  });
});
