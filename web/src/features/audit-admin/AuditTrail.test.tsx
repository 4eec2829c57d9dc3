import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveAuditTrail } from '../../../../tests/support/msw/audit';
import { renderWithApp } from '../../../../tests/support/render-page';
import { AuditTrail } from './AuditTrail';

const CAPTION = 'Changes by staff, newest first';

describe('AuditTrail', () => {
  it('shows who changed which record, each field before and after', async () => {
    serveAuditTrail();
    const user = userEvent.setup();
    renderWithApp(<AuditTrail />, { path: '/admin/audit' });

    const table = await screen.findByRole('table', { name: CAPTION });
    const [, titleRow, deleteRow] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(titleRow.textContent).toContain('Asha Admin');
    expect(titleRow.textContent).toContain('Blog post #7');
    expect(titleRow.textContent).toContain('Changed');
    expect(deleteRow.textContent).toContain('Esha Employer');
    expect(deleteRow.textContent).toContain('Deleted');

    const summary = within(titleRow).getByText(/1 field: title/);
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Cloud Guide').className).toBe('audit-admin__before');
    expect(within(details).getByText('Cloud Migration Guide').className).toBe('audit-admin__after');
  });

  it('filters by person and dates and exports what the filters select', async () => {
    const server = serveAuditTrail();
    const user = userEvent.setup();
    renderWithApp(<AuditTrail />, { path: '/admin/audit' });
    await screen.findByRole('table', { name: CAPTION });

    await user.selectOptions(await screen.findByLabelText('Person'), 'Esha Employer');
    await waitFor(() => expect(server.asked.at(-1)?.actorId).toBe(2));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: CAPTION })).getAllByRole('row')).toHaveLength(
        2,
      ),
    );
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(server.asked.at(-1)?.from).toBe('2026-11-01'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/audit/export?actorId=2&from=2026-11-01',
    );
  });
});
