import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employee, serveEmployees } from '../../../../tests/support/msw/workforce';
import { renderWithApp } from '../../../../tests/support/render-page';
import { EmployeeManagement } from './EmployeeManagement';

describe('Employee Management', () => {
  it('lists employees with Online or Offline and pages 10 at a time on the server', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      employee(index + 1, `Person${index + 1}`, index === 0),
    );
    serveEmployees(many, { pages: [many.slice(0, 10), many.slice(10)] });
    renderWithApp(<EmployeeManagement />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(11);
    within(rows[1] as HTMLElement).getByText('Online');
    within(rows[2] as HTMLElement).getByText('Offline');
    screen.getByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Person12 Kapoor');
    screen.getByText('Page 2 of 2');
  });

  it('searches on the server', async () => {
    const kiran = employee(2, 'Kiran');
    const calls = serveEmployees([employee(1, 'Neha'), kiran], {
      searchWhen: [{ when: { search: 'kir' }, answer: [kiran] }],
    });
    renderWithApp(<EmployeeManagement />);
    await screen.findByText('Neha Kapoor');
    await userEvent.type(screen.getByLabelText('Search employees'), 'kir{Enter}');
    await waitFor(() => expect(screen.queryByText('Neha Kapoor')).toBeNull());
    screen.getByText('Kiran Kapoor');
    expect(calls.searches).toContain('kir');
  });

  it("checks the form with the spec's messages before anything is sent, then adds", async () => {
    const calls = serveEmployees([]);
    renderWithApp(<EmployeeManagement />);
    await screen.findByText('No employees yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please fill in all required fields',
    );
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Shah');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ravi-at-example');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '12345');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please enter a valid email address',
    );
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ravi@example.com');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please enter a valid phone number',
    );
    await userEvent.type(within(dialog).getByLabelText('Phone'), '67890');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Password is required for new employees',
    );
    expect(calls.created).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a good password');
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.created).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Shah',
        email: 'ravi@example.com',
        phone: '1234567890',
        password: 'a good password',
      },
    ]);
    await screen.findByText('Ravi Shah');
  });

  it('deletes only after the confirmation', async () => {
    const calls = serveEmployees([employee(1, 'Neha')]);
    renderWithApp(<EmployeeManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Neha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this employee?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deleted).toEqual(['1']));
    await screen.findByText('No employees yet.');
  });
});
