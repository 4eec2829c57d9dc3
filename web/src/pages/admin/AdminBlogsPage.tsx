import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminBlogsPage() {
  return (
    <section>
      <StaffPageTitle title="Blog" />
      <h1 className="admin-page__title">Blog</h1>
    </section>
  );
}
