import { useState, type ReactNode } from 'react';
import { pageCountOf, pageOffset } from '../../lib/use-paging';
import { Link } from 'react-router-dom';
import { DASHBOARD_PAGE_SIZE, TASK_STATUS_LABELS } from '../../../../common/workforce';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import type { EmployerDashboardQuery, EmployerFigureFragment } from '../../graphql/graphql';
import { useEmployerDashboardQuery } from '../../graphql/hooks';
import { formatStaffDate } from '../../lib/format-date';
import { employerPaths } from './employer-paths';
import { Pager } from '../../components/Pager';

/** The employer's home: four figures with this week's change, recent employees and tasks. */
export function EmployerDashboard() {
  const result = useEmployerDashboardQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading the dashboard" />}
      failure={(error) => <p role="alert">Failed to load the dashboard: {error.message}</p>}
    >
      {(data) => <Dashboard dashboard={data.employerDashboard} />}
    </QueryState>
  );
}

function Dashboard({ dashboard }: { dashboard: EmployerDashboardQuery['employerDashboard'] }) {
  return (
    <section className="employer-screen" aria-labelledby="dashboard-heading">
      <div className="employer-screen__head">
        <h1 id="dashboard-heading">Dashboard</h1>
        <Link className="button" to={employerPaths.newTask}>
          New Task
        </Link>
      </div>
      <ul className="employer-figures" aria-label="Figures">
        <FigureCard label="Total Users" figure={dashboard.totalUsers} />
        <FigureCard label="Completed Tasks" figure={dashboard.completedTasks} />
        <FigureCard label="In Completed Tasks" figure={dashboard.incompletedTasks} />
        <FigureCard label="Rejected Task" figure={dashboard.rejectedTasks} />
      </ul>
      <div className="employer-recent">
        <PagedList
          title="Recent Users"
          rows={dashboard.recentUsers.map((user) => ({
            key: user.id,
            content: (
              <>
                <strong>
                  {user.firstName} {user.lastName}
                </strong>
                <span className="employer-table__note">{user.email}</span>
              </>
            ),
          }))}
        />
        <PagedList
          title="Recent Tasks"
          rows={dashboard.recentTasks.map((task) => ({
            key: task.id,
            content: (
              <>
                <strong>{task.title}</strong>
                <span className="employer-table__note">
                  {task.taskCode} · {TASK_STATUS_LABELS[task.status]} · due{' '}
                  {formatStaffDate(task.dueDate)}
                </span>
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}

function FigureCard({ label, figure }: { label: string; figure: EmployerFigureFragment }) {
  return (
    <li className="employer-figure">
      <span className="employer-figure__label">{label}</span>
      <strong className="employer-figure__value">{figure.total}</strong>
      <span className="employer-figure__change">{changeText(figure)}</span>
    </li>
  );
}

/** '+12% vs previous 7 days', or the week's count when the week before had none. */
function changeText(figure: EmployerFigureFragment): string {
  if (figure.changePercent === null) {
    return `${figure.lastSevenDays} in the last 7 days`;
  }
  const sign = figure.changePercent > 0 ? '+' : '';
  return `${sign}${figure.changePercent}% vs previous 7 days`;
}

function PagedList({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; content: ReactNode }[];
}) {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(rows.length, DASHBOARD_PAGE_SIZE);
  const first = pageOffset(page, DASHBOARD_PAGE_SIZE);
  const shown = rows.slice(first, first + DASHBOARD_PAGE_SIZE);
  return (
    <section className="employer-card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ul className="employer-card__list">
          {shown.map((row) => (
            <li key={row.key}>{row.content}</li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={title} />
    </section>
  );
}
