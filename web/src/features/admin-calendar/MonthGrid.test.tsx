import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MonthGrid } from './MonthGrid';

describe('calendar month grid', () => {
  it('tells the day a task was moved from as staff read dates: day/month/year', () => {
    render(
      <MemoryRouter>
        <MonthGrid
          month="2026-11"
          entries={[
            {
              kind: 'RESCHEDULE',
              recordId: 7,
              code: 'T-000007',
              title: 'Call the bakery',
              date: '2026-11-26',
              previousDate: '2026-11-24',
              status: 'Rescheduled',
              assignee: 'Neha Sharma',
              link: '/admin/calendar?month=2026-11',
            },
          ]}
        />
      </MemoryRouter>,
    );
    const detail = screen.getByText(/^Rescheduled from/);
    expect(detail.textContent).toBe('Rescheduled from 24/11/2026 · Rescheduled · Neha Sharma');
  });
});
