import { ADMIN_ONLY } from '../../../../common/access';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type {
  ActivityItem,
  BackofficeContributor,
  DashboardChart,
  DashboardFigure,
} from '../../shared/backoffice-contributor';

const ACTIVITY_LIMIT = 10;

export interface AdminDashboard {
  generatedAt: Date;
  figures: DashboardFigure[];
  charts: DashboardChart[];
  /** The latest things that happened across modules, newest first. */
  recentActivity: ActivityItem[];
}

/** The admin dashboard: every contributing module's figures and charts, and recent activity. */
export const adminDashboard = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    contributors: readonly BackofficeContributor[],
    now: Date = new Date(),
  ): Promise<AdminDashboard> => {
    const dashboard: AdminDashboard = {
      generatedAt: now,
      figures: [],
      charts: [],
      recentActivity: [],
    };
    // One after another: the request has one database connection, and the order stays stable.
    for (const contributor of contributors) {
      const part = await contributor.dashboard?.(ctx, now);
      dashboard.figures.push(...(part?.figures ?? []));
      dashboard.charts.push(...(part?.charts ?? []));
      dashboard.recentActivity.push(...(part?.activity ?? []));
    }
    dashboard.recentActivity = dashboard.recentActivity
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, ACTIVITY_LIMIT);
    return dashboard;
  },
);
