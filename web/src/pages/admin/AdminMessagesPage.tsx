import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminMessagesPage() {
  return (
    <section>
      <StaffPageTitle title="Messages" />
      <h1 className="admin-page__title">Messages</h1>
    </section>
  );
}
