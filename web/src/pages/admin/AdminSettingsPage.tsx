import { Link } from 'react-router-dom';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { TabSet } from '../../components/TabSet';
import { ApiTokensPanel } from '../../features/api-tokens-admin/ApiTokensPanel';
import { OutboxPanel } from '../../features/outbox-admin/OutboxPanel';
import { WebhooksPanel } from '../../features/webhooks-admin/WebhooksPanel';

/** /admin/settings: access for other systems (API tokens, webhooks) and background delivery. */
export default function AdminSettingsPage() {
  return (
    <section>
      <StaffPageTitle title="Settings" />
      <h1 className="admin-page__title">Settings</h1>
      <TabSet
        label="Settings"
        tabs={[
          { id: 'api-tokens', label: 'API tokens', content: <ApiTokensPanel /> },
          { id: 'webhooks', label: 'Webhooks', content: <WebhooksPanel /> },
          {
            id: 'notifications',
            label: 'Notification delivery',
            content: (
              <>
                <p>
                  <Link to="/admin/settings/templates">Preview the message templates</Link>: every
                  e-mail and WhatsApp message the site sends, with sample data.
                </p>
                <OutboxPanel />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
