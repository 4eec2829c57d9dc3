import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STAFF_AREAS, type StaffRole } from '../../../common/staff';
import { graphqlApi, mockApi } from '../../../tests/support/mock-api';
import { serveSignedIn } from '../../../tests/support/msw/staff';
import { renderWithApp } from '../../../tests/support/render-page';
import AdminAreaPage from './admin/AdminAreaPage';
import EmployerAreaPage from './employer/EmployerAreaPage';
import MarketingAreaPage from './marketing/MarketingAreaPage';

function CurrentAddress() {
  return <output aria-label="Current address">{useLocation().pathname}</output>;
}

const areas: { role: StaffRole; area: ComponentType; route: string; wrongAddress: string }[] = [
  { role: 'ADMIN', area: AdminAreaPage, route: '/admin/*', wrongAddress: '/admin/nonsense' },
  {
    role: 'EMPLOYER',
    area: EmployerAreaPage,
    route: '/employeer/*',
    wrongAddress: '/employeer/tasks',
  },
  {
    role: 'MARKETING',
    area: MarketingAreaPage,
    route: '/marketing/*',
    wrongAddress: '/marketing/all-task',
  },
];

describe('an unknown address inside a staff area', () => {
  it.each(areas)(
    '$wrongAddress shows the 404 page with a way back to the dashboard',
    async ({ role, area: Area, route, wrongAddress }) => {
      mockApi.use(
        // The area's layout loads its own figures (notifications, counts); not under test here.
        graphqlApi.operation(() =>
          HttpResponse.json({ errors: [{ message: 'Not part of this test' }] }),
        ),
      );
      // Added last, so msw asks it before the catch-all above.
      serveSignedIn({
        id: '1',
        role,
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'staff@example.com',
      });
      renderWithApp(
        <>
          <Area />
          <CurrentAddress />
        </>,
        { path: wrongAddress, route },
      );

      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
      expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe(
        wrongAddress,
      );
      expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
        STAFF_AREAS[role].homePath,
      );
    },
  );
});
