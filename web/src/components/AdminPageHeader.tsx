import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  headingId: string;
  title: string;
  /** The screen's main actions beside the title, such as Add or Export CSV. */
  children?: ReactNode;
}

/** A back-office screen's title with its main actions on the same row. */
export function AdminPageHeader({ headingId, title, children }: AdminPageHeaderProps) {
  return (
    <header className="admin-page__head">
      <h1 id={headingId} className="admin-page__title">
        {title}
      </h1>
      {children}
    </header>
  );
}
