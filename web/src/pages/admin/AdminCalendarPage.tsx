import { StaffPageTitle } from '../../components/StaffPageTitle';
import { AdminCalendar } from '../../features/admin-calendar/AdminCalendar';

export default function AdminCalendarPage() {
  return (
    <section>
      <StaffPageTitle title="Calendar" />
      <h1 className="admin-page__title">Calendar</h1>
      <AdminCalendar />
    </section>
  );
}
