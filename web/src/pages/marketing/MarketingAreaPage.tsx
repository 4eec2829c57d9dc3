import { Route, Routes } from 'react-router-dom';
import { staffAreaFallbackRoutes } from '../../pages/staff-area-routes';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { AllTasks } from '../../features/my-tasks/AllTasks';
import { MarketingDashboard } from '../../features/my-tasks/MarketingDashboard';
import { MarketingLayout } from '../../features/my-tasks/MarketingLayout';
import {
  OUTCOME_KINDS,
  OUTCOME_LABELS,
  OUTCOME_SEGMENTS,
} from '../../features/my-tasks/marketing-paths';
import { OutcomeScreen } from '../../features/my-tasks/OutcomeScreen';
import { RequireStaff } from '../../features/staff-auth/RequireStaff';
import { StaffAccount } from '../../features/staff-auth/StaffAccount';
import { useSignOut, useStaffSession } from '../../features/staff-auth/use-staff-session';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /marketing/*: the marketing staff's area, for signed-in marketing staff only. */
function MarketingAreaPage() {
  return (
    <RequireStaff role="MARKETING">
      <MarketingArea />
    </RequireStaff>
  );
}

function MarketingArea() {
  const { me } = useStaffSession();
  const signOut = useSignOut('MARKETING');
  const userName = me ? `${me.firstName} ${me.lastName}` : '';
  return (
    <Routes>
      <Route
        element={
          <MarketingLayout
            userName={userName}
            userId={me?.id ?? ''}
            onLogout={() => void signOut()}
          />
        }
      >
        <Route
          path="dashboard"
          element={
            <>
              <StaffPageTitle title="Dashboard" />
              <MarketingDashboard userName={userName} />
            </>
          }
        />
        <Route
          path="alltask"
          element={
            <>
              <StaffPageTitle title="All Task" />
              <AllTasks />
            </>
          }
        />
        <Route path="account" element={<StaffAccount />} />
        {OUTCOME_KINDS.map((kind) => (
          <Route
            key={kind}
            path={OUTCOME_SEGMENTS[kind]}
            element={
              <>
                <StaffPageTitle title={OUTCOME_LABELS[kind]} />
                <OutcomeScreen kind={kind} />
              </>
            }
          />
        ))}
        {staffAreaFallbackRoutes('MARKETING')}
      </Route>
    </Routes>
  );
}

export default withApollo(MarketingAreaPage);
