import { StaffPageTitle } from '../../components/StaffPageTitle';
import { CareerAdmin } from '../../features/career-admin/CareerAdmin';

export default function AdminCareerPage() {
  return (
    <>
      <StaffPageTitle title="Career" />
      <CareerAdmin />
    </>
  );
}
