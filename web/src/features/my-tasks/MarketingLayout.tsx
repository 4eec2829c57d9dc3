import { House, ListTodo } from 'lucide-react';
import { Outlet } from 'react-router-dom';
import { STAFF_AREAS } from '../../../../common/staff';
import { StaffShell, type StaffNavSection } from '../../components/StaffShell';
import { marketingPaths } from './marketing-paths';
import './marketing-area.css';

interface MarketingLayoutProps {
  userName: string;
  userId: string;
  onLogout: () => void;
}

const SECTIONS: readonly StaffNavSection[] = [
  { href: marketingPaths.dashboard, label: 'Home', icon: House },
  { href: marketingPaths.allTasks, label: 'All Task', icon: ListTodo },
];

/** The marketing area in the staff shell: Home, All Task, and the Profile menu. */
export function MarketingLayout({ userName, userId, onLogout }: MarketingLayoutProps) {
  return (
    <StaffShell
      brand="Marketing"
      navLabel="Marketing area"
      sections={SECTIONS}
      account={{
        name: userName,
        buttonLabel: 'Profile',
        lines: [`User Name: ${userName}`, `User Id: ${userId}`],
        signOutLabel: 'Logout',
        onSignOut: onLogout,
        accountHref: STAFF_AREAS.MARKETING.accountPath,
      }}
    >
      <div className="marketing-area__content">
        <Outlet />
      </div>
    </StaffShell>
  );
}
