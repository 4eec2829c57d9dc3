import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { mainNavigation, type NavLinkItem } from '../../site-copy/navigation';
import { isCurrent } from './is-current';

const PANEL_ID = 'mobile-menu';

/**
 * The narrow-screen menu: a disclosure button and a panel with the same links as the
 * dropdowns. Here 'Start a Project' is a link to the contact page, as on the original site.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="mobile-menu__bars" aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={PANEL_ID} className="mobile-menu__panel" aria-label="Mobile" hidden={!open}>
        <ul className="mobile-menu__list">
          {mainNavigation.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.label}>
                <MobileLink link={entry} pathname={pathname} />
              </li>
            ) : (
              <li key={entry.id}>
                <span className="mobile-menu__group-label" id={`mobile-menu-${entry.id}`}>
                  {entry.label}
                </span>
                <ul className="mobile-menu__sublist" aria-labelledby={`mobile-menu-${entry.id}`}>
                  {entry.links.map((link) => (
                    <li key={link.to}>
                      <MobileLink link={link} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        <Link to={paths.contact} className="button mobile-menu__start">
          Start a Project
        </Link>
      </nav>
    </>
  );
}

function MobileLink({ link, pathname }: { link: NavLinkItem; pathname: string }) {
  const current = isCurrent(pathname, link.to);
  return (
    <Link to={link.to} className="mobile-menu__link" aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}
