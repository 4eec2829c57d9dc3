import { StaffPageTitle } from '../../components/StaffPageTitle';
import { RedirectsAdmin } from '../../features/redirects-admin/RedirectsAdmin';

export default function AdminRedirectsPage() {
  return (
    <>
      <StaffPageTitle title="Redirects" />
      <RedirectsAdmin />
    </>
  );
}
