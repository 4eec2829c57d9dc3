import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminOrdersPage() {
  return (
    <section>
      <StaffPageTitle title="Orders" />
      <h1 className="admin-page__title">Orders</h1>
    </section>
  );
}
