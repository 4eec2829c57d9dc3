import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminUsersPage() {
  return (
    <section>
      <StaffPageTitle title="Users" />
      <h1 className="admin-page__title">Users</h1>
    </section>
  );
}
