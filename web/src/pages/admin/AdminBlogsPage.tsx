import { StaffPageTitle } from '../../components/StaffPageTitle';
import { BlogAdmin } from '../../features/blog-admin/BlogAdmin';

export default function AdminBlogsPage() {
  return (
    <>
      <StaffPageTitle title="Blogs" />
      <BlogAdmin />
    </>
  );
}
