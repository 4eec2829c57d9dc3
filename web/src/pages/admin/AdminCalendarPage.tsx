import { StaffPageTitle } from '../../components/StaffPageTitle';

export default function AdminCalendarPage() {
  return (
    <section>
      <StaffPageTitle title="Calendar" />
      <h1 className="admin-page__title">Calendar</h1>
    </section>
  );
}
