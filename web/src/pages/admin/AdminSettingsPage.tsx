import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminSettingsPage() {
  return (
    <section>
      <StaffPageTitle title="Settings" />
      <h1 className="admin-page__title">Settings</h1>
    </section>
  );
}
