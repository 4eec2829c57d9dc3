import { Link } from 'react-router-dom';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { TemplatePreviews } from '../../features/message-templates/TemplatePreviews';

/** /admin/settings/templates: what every outgoing message looks like, with sample data. */
export default function AdminTemplatesPage() {
  return (
    <section>
      <StaffPageTitle title="Message templates" />
      <p>
        <Link to="/admin/settings">Back to Settings</Link>
      </p>
      <h1 className="admin-page__title">Message templates</h1>
      <TemplatePreviews />
    </section>
  );
}
