import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminApplicationsPage() {
  return (
    <section>
      <StaffPageTitle title="Applications" />
      <h1 className="admin-page__title">Applications</h1>
    </section>
  );
}
