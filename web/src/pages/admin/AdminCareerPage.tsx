import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminCareerPage() {
  return (
    <section>
      <StaffPageTitle title="Career" />
      <h1 className="admin-page__title">Career</h1>
    </section>
  );
}
