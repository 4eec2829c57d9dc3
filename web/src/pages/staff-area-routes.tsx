import { Navigate, Route } from 'react-router-dom';
import { STAFF_AREAS, type StaffRole } from '../../../common/staff';
import NotFoundPage from './NotFoundPage';

/**
 * The two routes every staff area ends with: its bare address opens its dashboard, and an
 * unknown address inside it shows the 404 page in the area's layout. Both use the area's
 * absolute home: a relative `<Navigate to="home">` under a `*` route resolves against the
 * whole unknown address (/admin/x -> /admin/x/home), which matches `*` again and loops forever.
 */
export function staffAreaFallbackRoutes(role: StaffRole) {
  const home = STAFF_AREAS[role].homePath;
  return [
    <Route key="index" index element={<Navigate to={home} replace />} />,
    <Route
      key="not-found"
      path="*"
      element={<NotFoundPage backTo={home} backLabel="Back to Dashboard" />}
    />,
  ];
}
