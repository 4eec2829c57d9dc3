import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { staffAreaFallbackRoutes } from '../../pages/staff-area-routes';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { EmployeeManagement } from '../../features/employer/EmployeeManagement';
import { EmployerDashboard } from '../../features/employer/EmployerDashboard';
import { EmployerLayout } from '../../features/employer/EmployerLayout';
import { TaskManagement } from '../../features/employer/TaskManagement';
import { RequireStaff } from '../../features/staff-auth/RequireStaff';
import { StaffAccount } from '../../features/staff-auth/StaffAccount';
import { useSignOut, useStaffSession } from '../../features/staff-auth/use-staff-session';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /employeer/*: Dashboard, Users and Tasks, for signed-in employers only. */
function EmployerAreaPage() {
  return (
    <RequireStaff role="EMPLOYER">
      <EmployerArea />
    </RequireStaff>
  );
}

function EmployerArea() {
  const { me } = useStaffSession();
  const signOut = useSignOut('EMPLOYER');
  const layout = (
    <EmployerLayout
      userName={me ? `${me.firstName} ${me.lastName}` : ''}
      userEmail={me?.email ?? ''}
      onLogout={() => void signOut()}
    />
  );
  return (
    <Routes>
      <Route element={layout}>
        <Route path="home" element={<Screen title="Dashboard" body={<EmployerDashboard />} />} />
        <Route
          path="user"
          element={<Screen title="Employee Management" body={<EmployeeManagement />} />}
        />
        <Route path="task" element={<Screen title="Task Management" body={<TaskManagement />} />} />
        <Route path="account" element={<StaffAccount />} />
        {staffAreaFallbackRoutes('EMPLOYER')}
      </Route>
    </Routes>
  );
}

function Screen({ title, body }: { title: string; body: ReactNode }) {
  return (
    <>
      <StaffPageTitle title={title} />
      {body}
    </>
  );
}

export default withApollo(EmployerAreaPage);
