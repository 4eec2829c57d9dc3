import { DropdownMenu } from 'radix-ui';
import { NavLink } from 'react-router-dom';
import { marketingPaths } from './marketing-paths';

interface MarketingTopBarProps {
  userName: string;
  userId: string;
  onLogout: () => void;
}

/** Home, All Task, and the Profile menu with who is signed in and Logout. */
export function MarketingTopBar({ userName, userId, onLogout }: MarketingTopBarProps) {
  return (
    <header className="marketing-topbar">
      <p className="marketing-topbar__brand">Marketing</p>
      <nav aria-label="Marketing area">
        <ul className="marketing-topbar__links">
          <li>
            <NavLink to={marketingPaths.dashboard} className="marketing-topbar__link">
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to={marketingPaths.allTasks} className="marketing-topbar__link">
              All Task
            </NavLink>
          </li>
        </ul>
      </nav>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="marketing-topbar__profile">Profile</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="popover-panel marketing-profile"
            align="end"
            sideOffset={6}
          >
            <DropdownMenu.Label className="marketing-profile__row">
              User Name: {userName}
            </DropdownMenu.Label>
            <DropdownMenu.Label className="marketing-profile__row">
              User Id: {userId}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="marketing-profile__separator" />
            <DropdownMenu.Item className="marketing-profile__item" onSelect={onLogout}>
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </header>
  );
}
