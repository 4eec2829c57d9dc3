/** One entry of the admin sidebar: its label and its address under /admin. */
export interface AdminSection {
  label: string;
  /** The path segment after /admin/ ('home' is the dashboard). */
  path: string;
  /** One or two letters shown when the sidebar is collapsed. */
  short: string;
}

export const adminSectionHref = (section: Pick<AdminSection, 'path'>) => `/admin/${section.path}`;
