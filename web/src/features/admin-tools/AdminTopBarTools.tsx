import { AdminSearchBox } from './AdminSearchBox';
import { NotificationBell } from './NotificationBell';
import './admin-tools.css';

/** What the admin shell's top bar offers besides the profile menu. */
export function AdminTopBarTools() {
  return (
    <>
      <AdminSearchBox />
      <NotificationBell />
    </>
  );
}
