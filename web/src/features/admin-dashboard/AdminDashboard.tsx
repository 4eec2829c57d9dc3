import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import type { AdminDashboardQuery } from '../../graphql/graphql';
import { useAdminDashboardQuery } from '../../graphql/hooks';
import { DashboardChart } from './DashboardChart';
import { FigureCards } from './FigureCards';
import { formatStaffDateTime } from '../../lib/format-date';
import { RecentActivity } from './RecentActivity';
import './admin-dashboard.css';

/** The admin dashboard: figures, charts and recent activity, all counted by the server. */
export function AdminDashboard() {
  const result = useAdminDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const failure = (error?: Error) => (
    <div role="alert" className="dashboard__error">
      <p>Failed to load the dashboard{error ? `: ${error.message}` : ''}.</p>
      <button type="button" onClick={() => void result.refetch()}>
        Try again
      </button>
    </div>
  );
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading the dashboard" />}
      failure={failure}
      empty={failure()}
    >
      {(data) => <Dashboard dashboard={data.adminDashboard} />}
    </QueryState>
  );
}

function Dashboard({ dashboard }: { dashboard: AdminDashboardQuery['adminDashboard'] }) {
  return (
    <div className="dashboard">
      <p className="dashboard__updated">
        Figures as of{' '}
        <time dateTime={dashboard.generatedAt}>{formatStaffDateTime(dashboard.generatedAt)}</time>
      </p>
      <FigureCards figures={dashboard.figures} />
      <div className="dashboard__panels">
        {dashboard.charts.map((chart) => (
          <DashboardChart key={chart.key} chart={chart} />
        ))}
        <RecentActivity items={dashboard.recentActivity} />
      </div>
    </div>
  );
}
