import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  StaffAdminCreateUserDocument,
  StaffAdminSetDisabledDocument,
  StaffAdminUsersDocument,
  StaffMeDocument,
  type StaffAccountInput,
  type StaffAdminUserFragment,
  type StaffAdminUsersQueryVariables,
} from '../../graphql/graphql';
import { StaffAdmin } from './StaffAdmin';

type User = StaffAdminUserFragment & { __typename: 'StaffUser' };

const ME: User = {
  __typename: 'StaffUser',
  id: '1',
  role: 'ADMIN',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'admin@example.com',
  phone: null,
  disabled: false,
  lastActiveAt: '2026-11-23T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const FIELD: User = {
  ...ME,
  id: '2',
  role: 'MARKETING',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  lastActiveAt: null,
};

function serveStaff() {
  const asked: StaffAdminUsersQueryVariables[] = [];
  const created: StaffAccountInput[] = [];
  const disabled: { id: string; disabled: boolean }[] = [];
  let users = [FIELD, ME];
  const me = { me: ME };
  mockApi.use(
    graphqlApi.query(StaffMeDocument, () => HttpResponse.json({ data: me })),
    graphqlApi.query(StaffAdminUsersDocument, ({ variables }) => {
      asked.push(variables);
      const items = users.filter((user) => !variables.role || user.role === variables.role);
      const staffUsers = { __typename: 'StaffUserPage' as const, total: items.length, items };
      return HttpResponse.json({ data: { staffUsers } });
    }),
    graphqlApi.mutation(StaffAdminCreateUserDocument, ({ variables }) => {
      created.push(variables.input);
      if (variables.input.email === 'taken@example.com') {
        return HttpResponse.json({
          errors: [{ message: 'A staff account with this email already exists' }],
        });
      }
      const user: User = { ...FIELD, ...variables.input, id: '3', phone: null };
      users = [user, ...users];
      return HttpResponse.json({ data: { createStaffUser: user } });
    }),
    graphqlApi.mutation(StaffAdminSetDisabledDocument, ({ variables }) => {
      disabled.push(variables);
      users = users.map((user) =>
        user.id === variables.id ? { ...user, disabled: variables.disabled } : user,
      );
      const setStaffUserDisabled = { __typename: 'StaffUser' as const, ...variables };
      return HttpResponse.json({ data: { setStaffUserDisabled } });
    }),
  );
  return { asked, created, disabled };
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
    const server = serveStaff();
    renderStaffAdmin();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Marketing staff');
    expect(rows[1]?.textContent).toContain('Never');
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
    const server = serveStaff();
    renderStaffAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Ravi Kumar' }));
    await screen.findByRole('button', { name: 'Enable Ravi Kumar' });
    expect(server.disabled).toEqual([{ id: '2', disabled: true }]);
  });

  it('checks the new account before sending, and shows the server refusal', async () => {
    const server = serveStaff();
    renderStaffAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
    await userEvent.type(dialog.getByLabelText('First name'), 'Meera');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Singh');
    await userEvent.type(dialog.getByLabelText('Email'), 'taken@example.com');
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
