import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { application, serveApplications } from '../../../../tests/support/msw/careers';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ApplicationsAdmin } from './ApplicationsAdmin';

function renderApplications(path = '/admin/applications') {
  return renderWithApp(
    <>
      <Toaster />
      <ApplicationsAdmin />
    </>,
    { path },
  );
}

describe('ApplicationsAdmin', () => {
  it('lists applications; the status filter asks the server and shapes the CSV address', async () => {
    const server = serveApplications([
      { when: { status: 'SHORTLISTED' }, answer: [application('1', 'Asha Verma', 'SHORTLISTED')] },
    ]);
    renderApplications();
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    const asha = screen.getByRole('article', { name: 'Asha Verma' });
    // '1' is shown as '1 year'; '3 years' stays as the applicant wrote it.
    const ravi = screen.getByRole('article', { name: 'Ravi Kumar' }).textContent;
    expect(ravi).toContain('· 1 year');
    expect(ravi).not.toContain('1 years');
    expect(asha.textContent).toContain('· 3 years');
    expect(asha.textContent).not.toContain('years years');
    expect(
      screen
        .getByRole('link', { name: 'Download resume (cv.pdf)', description: 'Ravi Kumar' })
        .getAttribute('href'),
    ).toBe('/api/v1/job/applications/2/resume');

    const filters = screen.getByRole('group', { name: 'Application filters' });
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Status' }),
      'SHORTLISTED',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).toBeNull());
    expect(server.asked.at(-1)).toMatchObject({ status: 'SHORTLISTED', jobId: null });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/job/applications.csv?status=SHORTLISTED',
    );
  });

  it('moves an application in the pipeline and saves notes, confirming each', async () => {
    const server = serveApplications();
    renderApplications();
    const row = await screen.findByRole('article', { name: 'Ravi Kumar' });
    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: 'Status' }),
      'INTERVIEW',
    );
    await screen.findByText('Application updated');
    const save = within(row).getByRole('button', { name: 'Save notes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(row).getByRole('textbox', { name: 'Notes' }), 'Strong React');
    await userEvent.click(save);
    await waitFor(() => expect(server.reviews).toHaveLength(2));
    expect(server.reviews).toEqual([
      { id: '2', status: 'INTERVIEW' },
      { id: '2', notes: 'Strong React' },
    ]);
  });

  it('marks the application a dashboard or bell link names', async () => {
    serveApplications();
    renderApplications('/admin/applications?application=1');
    const linked = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(linked.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('article', { name: 'Ravi Kumar' }).getAttribute('aria-current')).toBe(
      null,
    );
  });
});
