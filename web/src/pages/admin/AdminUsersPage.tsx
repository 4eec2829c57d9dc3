import { StaffPageTitle } from '../../components/StaffPageTitle';
import { StaffAdmin } from '../../features/staff-admin/StaffAdmin';

export default function AdminUsersPage() {
  return (
    <>
      <StaffPageTitle title="Users" />
      <StaffAdmin />
    </>
  );
}
