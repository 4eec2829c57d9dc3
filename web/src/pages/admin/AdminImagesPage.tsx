import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminImagesPage() {
  return (
    <section>
      <StaffPageTitle title="Images" />
      <h1 className="admin-page__title">Images</h1>
    </section>
  );
}
