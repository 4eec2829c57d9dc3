import type { LucideIcon } from 'lucide-react';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { StaffProfileMenu, type StaffProfileMenuProps } from './StaffProfileMenu';
import { useStaffMenu } from './use-staff-menu';
import '../styles/staff-shell.css';

/** One entry of a staff area's sidebar. */
export interface StaffNavSection {
  label: string;
  href: string;
  icon: LucideIcon;
}

interface StaffShellProps {
  /** The area's name at the top of the sidebar (Back office, Employer, Marketing). */
  brand: string;
  /** The navigation landmark's name. */
  navLabel: string;
  sections: readonly StaffNavSection[];
  account: StaffProfileMenuProps;
  /** Top-bar tools between the menu buttons and the profile (search, notifications). */
  tools?: ReactNode;
  /** What the main landmark holds; the matched route by default. */
  children?: ReactNode;
}

/**
 * The frame every staff area shares: a full-height sidebar that collapses to its icons, a top
 * bar with the profile menu, the one main landmark, and the toasts. On a phone the sidebar is a
 * menu opened from the top bar, so the first screen shows the page.
 */
export function StaffShell({
  brand,
  navLabel,
  sections,
  account,
  tools,
  children = <Outlet />,
}: StaffShellProps) {
  const [collapsed, setCollapsed] = useState(false);
  const {
    open: menuOpen,
    buttonRef,
    panelRef,
    toggle,
    close,
    followLink,
    closeOnFocusLeaving,
  } = useStaffMenu();
  const sidebarId = useId();
  // The phone menu always shows the labels, whatever the wide screen's sidebar was set to.
  const iconsOnly = collapsed && !menuOpen;
  const shellClass = [
    'staff-shell',
    iconsOnly && 'staff-shell--collapsed',
    menuOpen && 'staff-shell--menu-open',
  ].filter(Boolean);
  return (
    <div className={shellClass.join(' ')}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-shell__topbar">
        <button
          type="button"
          className="staff-shell__icon-button staff-shell__collapse"
          aria-controls={sidebarId}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          <ToggleIcon icon={collapsed ? PanelLeftOpen : PanelLeftClose} />
          <span className="visually-hidden">
            {collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
          </span>
        </button>
        <button
          ref={buttonRef}
          type="button"
          className="staff-shell__icon-button staff-shell__menu-button"
          aria-controls={sidebarId}
          aria-expanded={menuOpen}
          onClick={toggle}
        >
          <ToggleIcon icon={menuOpen ? X : Menu} />
          <span className="visually-hidden">Menu</span>
        </button>
        {/* On a phone the area's name sits beside Menu, unless tools need the room. */}
        {!tools && <p className="staff-shell__topbar-brand">{brand}</p>}
        <div className="staff-shell__tools">{tools}</div>
        <StaffProfileMenu {...account} />
      </header>
      <div
        id={sidebarId}
        ref={panelRef}
        className="staff-shell__sidebar"
        onBlur={closeOnFocusLeaving}
      >
        <p className="staff-shell__brand">
          <span className="staff-shell__brand-mark" aria-hidden="true">
            {initials(brand)}
          </span>
          <span className={iconsOnly ? 'visually-hidden' : undefined}>{brand}</span>
        </p>
        <nav aria-label={navLabel}>
          <ul className="staff-shell__nav">
            {sections.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  className="staff-shell__nav-link"
                  title={iconsOnly ? label : undefined}
                  onClick={() => followLink(href)}
                >
                  <Icon className="staff-shell__nav-icon" size={20} aria-hidden="true" />
                  <span className={iconsOnly ? 'visually-hidden' : undefined}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {menuOpen && <div className="staff-shell__backdrop" onClick={close} />}
      <main id="main" className="staff-shell__content">
        {children}
      </main>
      {/* Below the top bar, so a toast never covers the profile menu or the menu button. */}
      <Toaster
        position="top-right"
        duration={3000}
        closeButton
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
      />
    </div>
  );
}

const TOAST_TOP = 'calc(var(--staff-topbar-height) + 0.75rem)';

function ToggleIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon size={20} aria-hidden="true" />;
}

/** The sidebar's mark when it shows icons only: Back office -> BO. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');
}
