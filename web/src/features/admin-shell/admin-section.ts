import type { LucideIcon } from 'lucide-react';

/** One entry of the admin sidebar: its label, its icon and its address under /admin. */
export interface AdminSection {
  label: string;
  /** The path segment after /admin/ ('home' is the dashboard). */
  path: string;
  icon: LucideIcon;
}

export const adminSectionHref = (section: Pick<AdminSection, 'path'>) => `/admin/${section.path}`;
