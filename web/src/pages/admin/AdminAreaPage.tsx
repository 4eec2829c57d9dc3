import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { staffAreaFallbackRoutes } from '../../pages/staff-area-routes';
import { Spinner } from '../../components/Spinner';
import { AdminLayout } from '../../features/admin-shell/AdminLayout';
import { AdminTopBarTools } from '../../features/admin-tools/AdminTopBarTools';
import { RequireStaff } from '../../features/staff-auth/RequireStaff';
import { useSignOut, useStaffSession } from '../../features/staff-auth/use-staff-session';
import { adminPages, adminSubPages } from './admin-pages';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /admin/*: the back office, for signed-in admins only. */
function AdminAreaPage() {
  return (
    <RequireStaff role="ADMIN">
      <AdminArea />
    </RequireStaff>
  );
}

function AdminArea() {
  const { me } = useStaffSession();
  const signOut = useSignOut('ADMIN');
  const layout = (
    <AdminLayout
      sections={adminPages.map(({ section }) => section)}
      userName={me ? `${me.firstName} ${me.lastName}` : ''}
      userEmail={me?.email ?? ''}
      onSignOut={() => void signOut()}
      tools={<AdminTopBarTools />}
    />
  );
  const pages = [
    ...adminPages.map(({ section, page }) => ({ ...section, page })),
    ...adminSubPages,
  ];
  return (
    <Routes>
      <Route element={layout}>
        {pages.map(({ path, label, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        {staffAreaFallbackRoutes('ADMIN')}
      </Route>
    </Routes>
  );
}

export default withApollo(AdminAreaPage);
