import { StaffAccount } from '../../features/staff-auth/StaffAccount';

/** /admin/account: the admin's own account and two-factor sign-in. */
export default function AdminAccountPage() {
  return <StaffAccount />;
}
