import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  outcomeReport,
  serveEmployees,
  serveTasks,
  taskRow,
} from '../../../../tests/support/msw/workforce';
import { renderWithApp } from '../../../../tests/support/render-page';
import { TaskManagement } from './TaskManagement';

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

describe('Task Management', () => {
  it('shows each task’s status; a completed task offers its history but no Assign or Edit', async () => {
    serveTasks([
      taskRow(1, 'Visit Acme'),
      taskRow(2, 'Visit Bharat', {
        status: 'COMPLETED',
        outcomes: [
          outcomeReport(11, 'RESCHEDULED'),
          outcomeReport(12, 'COMPLETED', { createdAt: '2026-11-28T06:00:00.000Z' }),
        ],
      }),
    ]);
    renderWithApp(<TaskManagement />);
    await screen.findByText('Visit Acme');
    screen.getByRole('columnheader', { name: 'Status' });
    within(rowOf('Visit Acme')).getByText('Pending');
    within(rowOf('Visit Bharat')).getByText('Completed');
    for (const action of ['Assign', 'Edit', 'Delete', 'History']) {
      screen.getByRole('button', { name: `${action} Visit Acme` });
    }
    expect(screen.queryByRole('button', { name: 'Assign Visit Bharat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Visit Bharat' })).toBeNull();
    screen.getByRole('button', { name: 'Delete Visit Bharat' });

    await userEvent.click(screen.getByRole('button', { name: 'History Visit Bharat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task History' });
    const reports = within(dialog).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    const [rescheduled, completed] = reports as [HTMLElement, HTMLElement];
    within(rescheduled).getByText('Rescheduled');
    within(rescheduled).getByText('West');
    within(rescheduled).getByText('New Date');
    within(completed).getByText('Completed');
    for (const text of ['Acme Traders', 'Meera Shah', '+91 98765 43210', 'Pune', 'Plan 3']) {
      within(completed).getByText(text);
    }
    expect(completed.textContent).toContain('by Kiran Rao');
  });

  it('says so when a task has no reports yet', async () => {
    serveTasks([taskRow(1, 'Visit Acme')]);
    renderWithApp(<TaskManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'History Visit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task History' });
    within(dialog).getByText('No reports yet.');
  });

  it('lists the reports sent without a task, with every field', async () => {
    serveTasks([taskRow(1, 'Visit Acme')], [outcomeReport(21, 'REJECTED', { region: 'South' })]);
    renderWithApp(<TaskManagement />);
    const section = await screen.findByRole('region', { name: 'Reports without a task (1)' });
    for (const text of ['Rejected', 'South', 'Acme Traders', '+91 98765 43210', 'Pune']) {
      within(section).getByText(text);
    }
  });

  it('writes every date as staff read them: day/month/year, times in India', async () => {
    serveTasks([
      taskRow(1, 'Visit Acme', {
        status: 'RESCHEDULED',
        dueDate: '2026-11-28',
        previousDueDate: '2026-11-24',
        outcomes: [outcomeReport(11, 'RESCHEDULED')],
      }),
    ]);
    renderWithApp(<TaskManagement />);
    await screen.findByText('Visit Acme');
    within(rowOf('Visit Acme')).getByText('28/11/2026');

    await userEvent.click(screen.getByRole('button', { name: 'History Visit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task History' });
    expect(dialog.textContent).toContain('due 28/11/2026 (was 24/11/2026)');
    // Reported at 09:30 UTC, 15:00 in India.
    within(dialog).getByText('24/11/2026, 15:00');
  });
  it('sorts on the server from the Due Date header, which then carries aria-sort', async () => {
    const server = serveTasks([taskRow(1, 'Visit Acme'), taskRow(2, 'Visit Bharat')]);
    renderWithApp(<TaskManagement />);
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const due = within(table).getByRole('columnheader', { name: 'Due Date' });
    expect(due.hasAttribute('aria-sort')).toBe(false);
    expect(server.asked.at(-1)?.sort).toEqual({ field: 'CREATED_AT', direction: 'DESC' });

    await userEvent.click(within(table).getByRole('button', { name: 'Due Date' }));
    await waitFor(() =>
      expect(server.asked.at(-1)).toMatchObject({
        sort: { field: 'DUE_DATE', direction: 'ASC' },
        offset: 0,
      }),
    );
    expect(due.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Due Date' }));
    // The header turns at once; the list is asked for after the render that turns it.
    await waitFor(() =>
      expect(server.asked.at(-1)?.sort).toEqual({ field: 'DUE_DATE', direction: 'DESC' }),
    );
    expect(due.getAttribute('aria-sort')).toBe('descending');
  });

  it('says there are no employees yet in the Assign dialog, as every list does', async () => {
    serveTasks([taskRow(1, 'Visit Acme')]);
    serveEmployees([]);
    renderWithApp(<TaskManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Visit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Task' });
    await within(dialog).findByText('No employees yet.');
  });
});
