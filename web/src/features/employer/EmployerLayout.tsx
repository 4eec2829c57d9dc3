import { NavLink, Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { employerPaths } from './employer-paths';
import './employer.css';

interface EmployerLayoutProps {
  userName: string;
  onLogout: () => void;
}

const LINKS = [
  { to: employerPaths.home, label: 'Dashboard' },
  { to: employerPaths.users, label: 'Users' },
  { to: employerPaths.tasks, label: 'Tasks' },
];

/** The employer area's frame: the top bar (Dashboard, Users, Tasks, Logout) above the screen. */
export function EmployerLayout({ userName, onLogout }: EmployerLayoutProps) {
  return (
    <div className="employer">
      <header className="employer__topbar">
        <p className="employer__brand">Employer</p>
        <nav aria-label="Employer area">
          <ul className="employer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="employer__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <span className="employer__user">{userName}</span>
        <button type="button" className="employer__logout" onClick={onLogout}>
          Logout
        </button>
      </header>
      <main className="employer__content">
        <Outlet />
      </main>
      <Toaster position="top-right" duration={3000} closeButton />
    </div>
  );
}
