import { ClipboardList, LayoutDashboard, Users } from 'lucide-react';
import { STAFF_AREAS } from '../../../../common/staff';
import { StaffShell, type StaffNavSection } from '../../components/StaffShell';
import { employerPaths } from './employer-paths';
import './employer.css';

interface EmployerLayoutProps {
  userName: string;
  userEmail: string;
  onLogout: () => void;
}

const SECTIONS: readonly StaffNavSection[] = [
  { href: employerPaths.home, label: 'Dashboard', icon: LayoutDashboard },
  { href: employerPaths.users, label: 'Users', icon: Users },
  { href: employerPaths.tasks, label: 'Tasks', icon: ClipboardList },
];

/** The employer area in the staff shell: Dashboard, Users, Tasks, and Logout. */
export function EmployerLayout({ userName, userEmail, onLogout }: EmployerLayoutProps) {
  return (
    <StaffShell
      brand="Employer"
      navLabel="Employer area"
      sections={SECTIONS}
      account={{
        name: userName,
        lines: [userName, userEmail],
        signOutLabel: 'Logout',
        onSignOut: onLogout,
        accountHref: STAFF_AREAS.EMPLOYER.accountPath,
      }}
    />
  );
}
