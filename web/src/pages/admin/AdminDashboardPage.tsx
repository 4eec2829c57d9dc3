import { StaffPageTitle } from '../../components/StaffPageTitle';
import { AdminDashboard } from '../../features/admin-dashboard/AdminDashboard';

export default function AdminDashboardPage() {
  return (
    <section>
      <StaffPageTitle title="Dashboard" />
      <h1 className="admin-page__title">Dashboard</h1>
      <AdminDashboard />
    </section>
  );
}
