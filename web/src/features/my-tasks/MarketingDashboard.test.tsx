import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  MarketingRescheduledTasksDocument,
  MarketingTaskSearchDocument,
  MarketingTodayTasksDocument,
} from '../../graphql/graphql';
import { nextDateOptions } from './date-options';
import { MarketingDashboard } from './MarketingDashboard';
import { answerFor } from '../../../../tests/support/msw/stubs';
import { numberedTasks, pageOfTasks, testTask } from './test-tasks';

function serveDashboard() {
  const searches: unknown[] = [];
  mockApi.use(
    graphqlApi.query(MarketingTodayTasksDocument, ({ variables }) => {
      const myTodayTasks = answerFor(
        variables,
        [{ when: { offset: 10 }, answer: numberedTasks(11, 2, 12) }],
        numberedTasks(1, 10, 12),
      );
      return HttpResponse.json({ data: { myTodayTasks } });
    }),
    graphqlApi.query(MarketingRescheduledTasksDocument, () =>
      HttpResponse.json({
        data: {
          myRescheduledTasks: pageOfTasks([
            testTask(40, {
              status: 'RESCHEDULED',
              customerName: 'Gupta Foods',
              previousDueDate: '2026-11-20',
              dueDate: '2026-11-25',
            }),
          ]),
        },
      }),
    ),
    graphqlApi.query(MarketingTaskSearchDocument, ({ variables }) => {
      searches.push(variables);
      return HttpResponse.json({
        data: {
          searchMyTasks: pageOfTasks([testTask(7, { title: 'Found visit' })]),
        },
      });
    }),
  );
  return searches;
}

describe('marketing dashboard', () => {
  it("lists today's tasks 10 a page and the rescheduled ones with both dates", async () => {
    serveDashboard();
    renderWithApp(<MarketingDashboard userName="Ravi Kumar" />);
    const today = await screen.findByRole('region', { name: 'Today Task' });
    await within(today).findByText('Page 1 of 2');
    expect(within(today).getAllByRole('row')).toHaveLength(11);

    const rescheduled = screen.getByRole('region', { name: 'Reschedule Task' });
    const row = await within(rescheduled).findByRole('row', { name: /Gupta Foods/ });
    within(row).getByText('20/11/2026');
    within(row).getByText('25/11/2026');
  });

  it('searches by task id on one of the next 7 days, and Refresh Task clears the search', async () => {
    const searches = serveDashboard();
    renderWithApp(<MarketingDashboard userName="Ravi Kumar" />);
    const user = userEvent.setup();
    const dateFilter = screen.getByLabelText('Date');
    const offered = within(dateFilter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const days = nextDateOptions();
    expect(offered).toEqual(['All Dates', ...days.map((day) => day.label)]);

    await user.type(screen.getByLabelText('Task Id'), 'T-000007');
    await user.selectOptions(dateFilter, days[2]?.value ?? '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Search Results' });
    await within(results).findByText('Found visit');
    expect(searches).toEqual([{ query: 'T-000007', date: days[2]?.value, offset: 0 }]);

    await user.click(screen.getByRole('button', { name: 'Refresh Task' }));
    expect(screen.queryByRole('region', { name: 'Search Results' })).toBeNull();
    expect(screen.getByLabelText('Task Id')).toHaveProperty('value', '');
  });
});
