import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { analystJob, serveCareerAdmin } from '../../../../tests/support/msw/careers';
import { renderWithApp } from '../../../../tests/support/render-page';
import { CareerAdmin } from './CareerAdmin';

function renderCareerAdmin(path = '/admin/career') {
  return renderWithApp(
    <>
      <Toaster />
      <CareerAdmin />
    </>,
    { path },
  );
}

describe('CareerAdmin', () => {
  it('lists every job with skills joined by commas or N/A, and its open or closed state', async () => {
    serveCareerAdmin();
    renderCareerAdmin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Career Opportunities');
    const backend = await screen.findByRole('article', { name: 'Backend Engineer' });
    expect(backend.textContent).toContain('Skills: Node.js, SQL');
    expect(backend.textContent).toContain('Open');
    const analyst = screen.getByRole('article', { name: 'Finance Analyst' });
    expect(analyst.textContent).toContain('Skills: N/A');
    expect(analyst.textContent).toContain('Closed');
    within(analyst).getByRole('button', { name: 'Reopen Finance Analyst' });
  });

  it('asks the server again when a filter changes', async () => {
    const server = serveCareerAdmin({
      jobsWhen: [
        { when: { department: 'Finance', location: 'Remote' }, answer: [] },
        { when: { department: 'Finance' }, answer: [analystJob] },
      ],
    });
    renderCareerAdmin();
    await screen.findByRole('article', { name: 'Backend Engineer' });
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(within(department).getAllByRole('option')[0]?.textContent).toBe('All Departments');
    await userEvent.selectOptions(department, 'Finance');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Backend Engineer' })).toBeNull(),
    );
    expect(server.asked.at(-1)).toEqual({ department: 'Finance', location: null });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Remote');
    await screen.findByText('No jobs match these filters.');
    expect(server.asked.at(-1)).toEqual({ department: 'Finance', location: 'Remote' });
  });

  it('sends nothing while a field is blank, then adds the job with its skills as a list', async () => {
    const server = serveCareerAdmin();
    renderCareerAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Add Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Job' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Title'), 'Data Engineer');
    await userEvent.click(form.getByRole('button', { name: 'Add Job' }));
    expect(form.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(server.created).toEqual([]);

    await userEvent.type(form.getByLabelText('Location'), 'Remote');
    await userEvent.selectOptions(form.getByLabelText('Type'), 'Contract');
    await userEvent.type(form.getByLabelText('Experience'), '3+ years');
    await userEvent.selectOptions(form.getByLabelText('Department'), 'Engineering');
    await userEvent.type(form.getByLabelText('Description'), 'Pipelines.');
    await userEvent.type(form.getByLabelText('Skills (comma-separated)'), ' SQL, ,Python ');
    await userEvent.click(form.getByRole('button', { name: 'Add Job' }));

    await screen.findByText('Job added successfully!');
    expect(server.created).toEqual([
      {
        title: 'Data Engineer',
        location: 'Remote',
        type: 'Contract',
        experience: '3+ years',
        department: 'Engineering',
        description: 'Pipelines.',
        skills: ['SQL', 'Python'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('article', { name: 'Data Engineer' });
  });

  it('prefills Update Job, and Cancel closes it without a call', async () => {
    serveCareerAdmin();
    renderCareerAdmin();
    await screen.findByRole('article', { name: 'Backend Engineer' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Backend Engineer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Job' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Title').value).toBe('Backend Engineer');
    expect(dialog.getByLabelText<HTMLInputElement>('Skills (comma-separated)').value).toBe(
      'Node.js, SQL',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes after confirmation and tells so', async () => {
    const server = serveCareerAdmin();
    renderCareerAdmin();
    await screen.findByRole('article', { name: 'Backend Engineer' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Backend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this job posting?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Job deleted successfully!');
    expect(server.deleted).toEqual(['1']);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Backend Engineer' })).toBeNull(),
    );
  });

  it('says Failed to fetch jobs and shows no list when the server fails', async () => {
    serveCareerAdmin({ failList: true });
    renderCareerAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch jobs');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('marks the job a dashboard or search link names', async () => {
    serveCareerAdmin();
    renderCareerAdmin('/admin/career?job=2');
    const analyst = await screen.findByRole('article', { name: 'Finance Analyst' });
    expect(analyst.getAttribute('aria-current')).toBe('true');
    const backend = screen.getByRole('article', { name: 'Backend Engineer' });
    expect(backend.getAttribute('aria-current')).toBeNull();
  });
});
