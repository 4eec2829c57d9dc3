import { StaffPageTitle } from '../../components/StaffPageTitle';
import { ApplicationsAdmin } from '../../features/applications-admin/ApplicationsAdmin';

export default function AdminApplicationsPage() {
  return (
    <>
      <StaffPageTitle title="Applications" />
      <ApplicationsAdmin />
    </>
  );
}
