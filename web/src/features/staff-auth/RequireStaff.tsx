import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { STAFF_AREAS, type StaffRole } from '../../../../common/staff';
import { Spinner } from '../../components/Spinner';
import { useStaffSession } from './use-staff-session';

/**
 * Shows a staff area only to a signed-in member of its role; anyone else goes to that area's
 * login, which brings them back here afterwards. The server checks every call regardless: this
 * only spares people screens they cannot use.
 */
export function RequireStaff({ role, children }: { role: StaffRole; children: ReactNode }) {
  const { me, loading } = useStaffSession();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session" />;
  if (me?.role !== role) {
    return (
      <Navigate
        to={STAFF_AREAS[role].loginPath}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return children;
}
