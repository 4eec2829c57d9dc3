import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { MarketingAllTasksDocument } from '../../graphql/graphql';
import { AllTasks } from './AllTasks';
import { answerFor } from '../../../../tests/support/msw/stubs';
import { numberedTasks, pageOfTasks, testTask } from './test-tasks';

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

describe('All Task', () => {
  it('pages through my tasks on the server, 7 at a time', async () => {
    const asked: unknown[] = [];
    mockApi.use(
      graphqlApi.query(MarketingAllTasksDocument, ({ variables }) => {
        asked.push(variables);
        const myTasks = answerFor(
          variables,
          [{ when: { offset: 7 }, answer: numberedTasks(8, 2, 9) }],
          numberedTasks(1, 7, 9),
        );
        return HttpResponse.json({ data: { myTasks } });
      }),
    );
    renderWithApp(<AllTasks />, { path: '/marketing/alltask' });
    screen.getByText('Loading tasks...');

    await screen.findByRole('heading', { name: 'All Tasks (9)' });
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(7);
    expect(rowsOf(screen.getByRole('table'))[0]).toEqual(['1', 'T-000001', 'Visit 1']);
    screen.getByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await screen.findByRole('cell', { name: 'T-000009' });
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['8', 'T-000008', 'Visit 8'],
      ['9', 'T-000009', 'Visit 9'],
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(asked).toEqual([
      { offset: 0, limit: 7 },
      { offset: 7, limit: 7 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 2');
    await screen.findByRole('cell', { name: 'T-000001' });
  });

  it('colours completed, pending and rescheduled their own way, other statuses alike', async () => {
    const statuses = ['COMPLETED', 'PENDING', 'RESCHEDULED', 'INCOMPLETED', 'REJECTED'] as const;
    mockApi.use(
      graphqlApi.query(MarketingAllTasksDocument, () =>
        HttpResponse.json({
          data: {
            myTasks: pageOfTasks(statuses.map((status, index) => testTask(index + 1, { status }))),
          },
        }),
      ),
    );
    renderWithApp(<AllTasks />, { path: '/marketing/alltask' });
    await screen.findByRole('heading', { name: 'All Tasks (5)' });
    const badge = (label: string) => screen.getByText(label).className;
    const own = [badge('Completed'), badge('Pending'), badge('Rescheduled')];
    expect(new Set(own).size).toBe(3);
    expect(badge('In Completed')).toBe(badge('Rejected'));
    expect(own).not.toContain(badge('Rejected'));
  });

  it("replaces the page with the 'Error: ...' banner when the list cannot be loaded", async () => {
    mockApi.use(
      graphqlApi.query(MarketingAllTasksDocument, () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
      ),
    );
    renderWithApp(<AllTasks />, { path: '/marketing/alltask' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch tasks');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("opens 'Selected Options' with the four outcome forms of a task", async () => {
    mockApi.use(
      graphqlApi.query(MarketingAllTasksDocument, () =>
        HttpResponse.json({ data: { myTasks: numberedTasks(1, 1, 1) } }),
      ),
    );
    renderWithApp(<AllTasks />, { path: '/marketing/alltask' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View T-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selected Options' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Completed', '/marketing/completed?task=T-000001'],
      ['Incompleted', '/marketing/incompleted?task=T-000001'],
      ['Reschedule', '/marketing/reschedule?task=T-000001'],
      ['Rejected', '/marketing/rejected?task=T-000001'],
    ]);
  });
});
