import type { ReactNode } from 'react';
import { STAFF_AREAS } from '../../../../common/staff';
import { StaffShell } from '../../components/StaffShell';
import { adminSectionHref, type AdminSection } from './admin-section';
import './admin-shell.css';

interface AdminLayoutProps {
  sections: readonly AdminSection[];
  userName: string;
  userEmail: string;
  onSignOut: () => void;
  /** Top-bar tools between the menu button and the profile (search, notifications). */
  tools?: ReactNode;
}

/** The back office in the staff shell: its sections, the admin's tools and Sign out. */
export function AdminLayout({ sections, userName, userEmail, onSignOut, tools }: AdminLayoutProps) {
  return (
    <StaffShell
      brand="Back office"
      navLabel="Admin sections"
      sections={sections.map((section) => ({ ...section, href: adminSectionHref(section) }))}
      account={{
        name: userName,
        lines: [userName, userEmail],
        signOutLabel: 'Sign out',
        onSignOut,
        accountHref: STAFF_AREAS.ADMIN.accountPath,
      }}
      tools={tools}
    />
  );
}
