import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  AdminJobApplicationsDocument,
  ApplicationJobOptionsDocument,
  ReviewJobApplicationDocument,
  type AdminJobApplicationFragment,
  type AdminJobApplicationsQueryVariables,
  type ReviewJobApplicationMutationVariables,
} from '../../graphql/graphql';
import { ApplicationsAdmin } from './ApplicationsAdmin';

type Application = AdminJobApplicationFragment & { __typename: 'JobApplication' };

function application(id: string, fullName: string, status: Application['status']): Application {
  return {
    __typename: 'JobApplication',
    id,
    jobId: '7',
    jobTitle: 'Senior Full Stack Developer',
    fullName,
    email: `${fullName.split(' ')[0]?.toLowerCase() ?? 'x'}@example.in`,
    phone: '9876543210',
    experience: '4',
    portfolio: null,
    resumeName: 'cv.pdf',
    resumeUrl: `/api/v1/job/applications/${id}/resume`,
    status,
    notes: '',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A server with two applications that filters like the real one and records its calls. */
function serveApplications() {
  const asked: AdminJobApplicationsQueryVariables[] = [];
  const reviews: ReviewJobApplicationMutationVariables[] = [];
  const applications = [
    { ...application('2', 'Ravi Kumar', 'NEW'), experience: '1' },
    { ...application('1', 'Asha Verma', 'SHORTLISTED'), experience: '3 years' },
  ];
  mockApi.use(
    graphqlApi.query(ApplicationJobOptionsDocument, () => {
      // Built first: the answer carries __typename, which the query type leaves out.
      const adminJobs = [{ __typename: 'Job', id: '7', title: 'Senior Full Stack Developer' }];
      return HttpResponse.json({ data: { adminJobs } });
    }),
    graphqlApi.query(AdminJobApplicationsDocument, ({ variables }) => {
      asked.push(variables);
      const items = applications.filter(
        (item) => !variables.status || item.status === variables.status,
      );
      const jobApplications = {
        __typename: 'JobApplicationPage' as const,
        total: items.length,
        items,
      };
      return HttpResponse.json({ data: { jobApplications } });
    }),
    graphqlApi.mutation(ReviewJobApplicationDocument, ({ variables }) => {
      reviews.push(variables);
      const found = applications.find((item) => item.id === variables.id);
      if (!found) return HttpResponse.json({ errors: [{ message: 'No application' }] });
      if (variables.status) found.status = variables.status;
      if (variables.notes !== undefined && variables.notes !== null) found.notes = variables.notes;
      return HttpResponse.json({ data: { reviewJobApplication: found } });
    }),
  );
  return { asked, reviews };
}

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
    const server = serveApplications();
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
