import { useId, useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { adminSectionHref, type AdminSection } from './admin-section';
import { StaffProfileMenu } from './StaffProfileMenu';
import './admin-shell.css';

interface AdminLayoutProps {
  sections: readonly AdminSection[];
  userName: string;
  userEmail: string;
  onSignOut: () => void;
  /** Top-bar tools between the menu button and the profile (search, notifications). */
  tools?: ReactNode;
}

/** The back office frame: collapsible sidebar, top bar, the section, and the toasts. */
export function AdminLayout({ sections, userName, userEmail, onSignOut, tools }: AdminLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const sidebarId = useId();
  return (
    <div className={collapsed ? 'admin admin--collapsed' : 'admin'}>
      <aside id={sidebarId} className="admin__sidebar">
        <p className="admin__brand">{collapsed ? 'BO' : 'Back office'}</p>
        <nav aria-label="Admin sections">
          <ul className="admin__nav">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={adminSectionHref(section)}
                  className="admin__nav-link"
                  title={collapsed ? section.label : undefined}
                >
                  <span className="admin__nav-short" aria-hidden="true">
                    {section.short}
                  </span>
                  <span className={collapsed ? 'visually-hidden' : 'admin__nav-label'}>
                    {section.label}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin__main">
        <header className="admin__topbar">
          <button
            type="button"
            className="admin__toggle"
            aria-controls={sidebarId}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            <span className="visually-hidden">
              {collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
            </span>
            <span aria-hidden="true">☰</span>
          </button>
          <div className="admin__tools">{tools}</div>
          <StaffProfileMenu name={userName} detail={userEmail} onSignOut={onSignOut} />
        </header>
        <div className="admin__content">
          <Outlet />
        </div>
      </div>
      <Toaster position="top-right" duration={3000} closeButton />
    </div>
  );
}
