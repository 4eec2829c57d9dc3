import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AdminDashboardQuery } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';

type Activity = AdminDashboardQuery['adminDashboard']['recentActivity'];

/** The latest leads, posts, jobs... newest first, each linking to its section. */
export function RecentActivity({ items }: { items: Activity }) {
  const headingId = useId();
  return (
    <section className="dashboard__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__panel-title">
        Recent activity
      </h2>
      {items.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className="dashboard__activity">
          {items.map((item) => (
            <li key={`${item.kind}-${item.link}-${item.at}`} className="dashboard__activity-item">
              <Link to={item.link}>{item.title}</Link>
              <span className="dashboard__activity-detail">{item.detail}</span>
              <time dateTime={item.at}>{formatStaffDateTime(item.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
