import { StaffPageTitle } from '../../components/StaffPageTitle';
import { OrdersAdmin } from '../../features/orders-admin/OrdersAdmin';

export default function AdminOrdersPage() {
  return (
    <section>
      <StaffPageTitle title="Orders" />
      <h1 className="admin-page__title">Orders</h1>
      <OrdersAdmin />
    </section>
  );
}
