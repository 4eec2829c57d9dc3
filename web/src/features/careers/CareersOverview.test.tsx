import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  JobFilterOptionsDocument,
  OpenJobsDocument,
  type OpenJobsQuery,
} from '../../graphql/graphql';
import { CareersOverview } from './CareersOverview';

type Job = OpenJobsQuery['openJobs'][number] & { __typename: 'Job' };

const BACKEND: Job = {
  __typename: 'Job',
  id: '1',
  slug: 'backend-engineer',
  title: 'Backend Engineer',
  department: 'Engineering',
  location: 'Remote',
  type: 'Full-time',
  experience: '2-4 years',
};
const DESIGNER: Job = {
  ...BACKEND,
  id: '2',
  slug: 'product-designer',
  title: 'Product Designer',
  department: 'Design',
  location: 'Noida (Hybrid)',
};

// Kept outside the handler: the answer carries __typename, which the query type leaves out.
const FILTER_OPTIONS = {
  jobFilterOptions: {
    __typename: 'JobFilterOptions' as const,
    departments: ['Design', 'Engineering'],
    locations: ['Noida (Hybrid)', 'Remote'],
  },
};

interface Asked {
  search?: string | null;
  department?: string | null;
  location?: string | null;
}

/** A server that filters like the real one and records what it was asked. */
function serveJobs(asked: Asked[]) {
  mockApi.use(
    graphqlApi.query(JobFilterOptionsDocument, () => HttpResponse.json({ data: FILTER_OPTIONS })),
    graphqlApi.query(OpenJobsDocument, ({ variables }) => {
      asked.push(variables);
      const openJobs = [BACKEND, DESIGNER].filter(
        (job) =>
          (!variables.search || job.title.toLowerCase().includes(variables.search.toLowerCase())) &&
          (!variables.department || job.department === variables.department) &&
          (!variables.location || job.location === variables.location),
      );
      return HttpResponse.json<{ data: OpenJobsQuery }>({ data: { openJobs } });
    }),
  );
}

describe('CareersOverview', () => {
  it('shows job cards with their facts, details link and an Apply Now that opens the application', async () => {
    serveJobs([]);
    renderWithApp(<CareersOverview />, { path: '/careers' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Work at Nexora Digital');

    const card = await screen.findByRole('article', { name: 'Backend Engineer' });
    for (const fact of ['Engineering', 'Remote', 'Full-time', '2-4 years']) {
      expect(card.textContent).toContain(fact);
    }
    expect(
      within(card)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/careers/backend-engineer');
    await userEvent.click(within(card).getByRole('button', { name: /Apply Now/ }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Apply for Backend Engineer');
  });

  it("offers 'All' and the data's departments, and asks the server for the chosen one", async () => {
    const asked: Asked[] = [];
    serveJobs(asked);
    renderWithApp(<CareersOverview />, { path: '/careers' });
    const department = screen.getByRole('combobox', { name: 'Department' });
    await screen.findByRole('option', { name: 'Design' });
    const options = within(department)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Design', 'Engineering']);

    await userEvent.selectOptions(department, 'Design');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Backend Engineer' })).toBeNull(),
    );
    screen.getByRole('article', { name: 'Product Designer' });
    expect(asked.at(-1)).toMatchObject({ department: 'Design', location: null, search: null });
  });

  it('searches by title and shows the empty message when nothing matches', async () => {
    const asked: Asked[] = [];
    serveJobs(asked);
    renderWithApp(<CareersOverview />, { path: '/careers' });
    await screen.findByRole('article', { name: 'Backend Engineer' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs by title' }), 'chef');
    await screen.findByText('No jobs found matching your search criteria.');
    expect(asked.at(-1)).toMatchObject({ search: 'chef' });
  });

  it('reads the filters from the address and View All Positions clears them', async () => {
    const asked: Asked[] = [];
    serveJobs(asked);
    renderWithApp(<CareersOverview />, { path: '/careers?q=design&location=Noida%20(Hybrid)' });
    await screen.findByRole('article', { name: 'Product Designer' });
    expect(asked[0]).toMatchObject({ search: 'design', location: 'Noida (Hybrid)' });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('design');

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'View All Positions' }));
    await screen.findByRole('article', { name: 'Backend Engineer' });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Location' }).value).toBe('All');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
