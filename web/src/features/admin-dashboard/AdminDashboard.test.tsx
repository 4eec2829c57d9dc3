import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { AdminDashboardDocument } from '../../graphql/graphql';
import { AdminDashboard } from './AdminDashboard';

const dashboard = {
  __typename: 'Query',
  adminDashboard: {
    __typename: 'AdminDashboard',
    generatedAt: '2026-11-23T10:00:00.000Z',
    figures: [
      {
        __typename: 'DashboardFigure',
        key: 'leadsThisWeek',
        label: 'Leads this week',
        value: 7,
        unit: 'COUNT' as const,
        comparison: { __typename: 'DashboardComparison', label: 'last week', value: 4 },
      },
      {
        __typename: 'DashboardFigure',
        key: 'revenue',
        label: 'Revenue',
        value: 125000,
        unit: 'RUPEES' as const,
        comparison: null,
      },
    ],
    charts: [
      {
        __typename: 'DashboardChart',
        key: 'leadsPerDay',
        title: 'Leads per day, last 14 days',
        valueLabel: 'Leads',
        categoryLabel: null,
        unit: 'COUNT' as const,
        points: [
          { __typename: 'ChartPoint', label: '22 Nov', value: 2 },
          { __typename: 'ChartPoint', label: '23 Nov', value: 5 },
        ],
      },
      {
        __typename: 'DashboardChart',
        key: 'leadsBySource',
        title: 'Leads by source, last 30 days',
        valueLabel: 'Leads',
        categoryLabel: 'Source',
        unit: 'COUNT' as const,
        points: [
          { __typename: 'ChartPoint', label: 'google', value: 4 },
          { __typename: 'ChartPoint', label: 'direct', value: 3 },
        ],
      },
    ],
    recentActivity: [
      {
        __typename: 'ActivityItem',
        kind: 'LEAD',
        title: 'Contact message from Asha Verma',
        detail: 'Website for my bakery',
        at: '2026-11-23T09:30:00.000Z',
        link: '/admin/messages?lead=12',
      },
    ],
  },
};

describe('admin dashboard', () => {
  it('shows the server’s figures, a chart with its table, and recent activity', async () => {
    mockApi.use(
      graphqlApi.query(AdminDashboardDocument, () => HttpResponse.json({ data: dashboard })),
    );
    renderWithApp(<AdminDashboard />, { path: '/admin/home' });

    const figures = await screen.findByRole('list', { name: 'Figures' });
    const cards = within(figures).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Leads this week7last week: 4',
      'Revenue₹1,25,000.00',
    ]);

    const chart = screen.getByRole('region', { name: 'Leads per day, last 14 days' });
    within(chart).getByText('Total: 7');
    await userEvent.setup().click(within(chart).getByText(/as a table/));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['PeriodLeads', '22 Nov2', '23 Nov5']);

    // A chart by source names its labels as sources, not periods.
    const bySource = screen.getByRole('region', { name: 'Leads by source, last 30 days' });
    await userEvent.setup().click(within(bySource).getByText(/as a table/));
    const sourceRows = within(within(bySource).getByRole('table')).getAllByRole('row');
    expect(sourceRows.map((row) => row.textContent)).toEqual(['SourceLeads', 'google4', 'direct3']);

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    const link = within(activity).getByRole('link', { name: 'Contact message from Asha Verma' });
    expect(link.getAttribute('href')).toBe('/admin/messages?lead=12');
    within(activity).getByText('23/11/2026, 15:00');
    screen.getByText('23/11/2026, 15:30');
  });

  it('says when the dashboard cannot be loaded and offers to try again', async () => {
    mockApi.use(
      graphqlApi.query(AdminDashboardDocument, () =>
        graphqlError('Not signed in', { code: 'UNAUTHENTICATED' }),
      ),
    );
    renderWithApp(<AdminDashboard />, { path: '/admin/home' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the dashboard');
    within(alert).getByRole('button', { name: 'Try again' });
  });
});
