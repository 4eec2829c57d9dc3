import { Link } from 'react-router-dom';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { OutboxPanel } from '../../features/outbox-admin/OutboxPanel';

/** /admin/settings: how the site's background work is doing (notification delivery). */
export default function AdminSettingsPage() {
  return (
    <section>
      <StaffPageTitle title="Settings" />
      <h1 className="admin-page__title">Settings</h1>
      <p>
        <Link to="/admin/settings/templates">Preview the message templates</Link>: every e-mail and
        WhatsApp message the site sends, with sample data.
      </p>
      <OutboxPanel />
    </section>
  );
}
