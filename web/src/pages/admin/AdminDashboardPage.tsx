import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminDashboardPage() {
  return (
    <section>
      <StaffPageTitle title="Dashboard" />
      <h1 className="admin-page__title">Dashboard</h1>
    </section>
  );
}
