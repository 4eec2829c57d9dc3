import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDesignerJob, serveOpenJobs } from '../../../../tests/support/msw/careers';
import { renderWithApp } from '../../../../tests/support/render-page';
import { CareersOverview } from './CareersOverview';

describe('CareersOverview', () => {
  it('shows job cards with their facts, details link and an Apply Now that opens the application', async () => {
    serveOpenJobs();
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
    const { asked } = serveOpenJobs([
      { when: { department: 'Design' }, answer: [openDesignerJob] },
    ]);
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
    const { asked } = serveOpenJobs([{ when: { search: 'chef' }, answer: [] }]);
    renderWithApp(<CareersOverview />, { path: '/careers' });
    await screen.findByRole('article', { name: 'Backend Engineer' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs by title' }), 'chef');
    await screen.findByText('No jobs found matching your search criteria.');
    expect(asked.at(-1)).toMatchObject({ search: 'chef' });
  });

  it('reads the filters from the address and View All Positions clears them', async () => {
    const { asked } = serveOpenJobs([{ when: { search: 'design' }, answer: [openDesignerJob] }]);
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
