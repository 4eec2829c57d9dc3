import { StaffPageTitle } from '../../components/StaffPageTitle';
import { OutboxPanel } from '../../features/outbox-admin/OutboxPanel';

/** /admin/settings: how the site's background work is doing (notification delivery). */
export default function AdminSettingsPage() {
  return (
    <section>
      <StaffPageTitle title="Settings" />
      <h1 className="admin-page__title">Settings</h1>
      <OutboxPanel />
    </section>
  );
}
