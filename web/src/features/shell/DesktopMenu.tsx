import { Link, useLocation } from 'react-router-dom';
import { mainNavigation, type NavGroup, type NavLinkItem } from '../../site-copy/navigation';
import { isCurrent } from './is-current';
import { useDisclosureDropdown } from './use-disclosure-dropdown';

/**
 * The wide-screen menu: plain links and dropdowns built as the WAI-ARIA disclosure navigation
 * menu (a button that shows a list of links), not as an application menu: Tab moves through a
 * dropdown's links and on out of it, as it does through any links. Radix's DropdownMenu kept
 * Tab inside, and NavigationMenu's hidden focus proxy fails axe (radix-ui/primitives#3085).
 */
export function DesktopMenu() {
  const { pathname } = useLocation();
  return (
    <nav className="desktop-menu" aria-label="Main">
      <ul className="desktop-menu__list">
        {mainNavigation.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <MenuLink link={entry} pathname={pathname} className="desktop-menu__link" />
            ) : (
              <Dropdown group={entry} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { open, toggle, close, groupRef, buttonRef, listRef, onBlur, onKeyDown } =
    useDisclosureDropdown(pathname);
  const containsCurrent = group.links.some((link) => isCurrent(pathname, link.to));
  const listId = `desktop-menu-${group.id}`;
  return (
    <div className="desktop-menu__group" ref={groupRef} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="desktop-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        data-current={containsCurrent || undefined}
        onClick={toggle}
      >
        {group.label}
        <span className="desktop-menu__caret" aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className="desktop-menu__content"
        aria-label={group.label}
        hidden={!open}
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <MenuLink
              link={link}
              pathname={pathname}
              className="desktop-menu__item"
              onClick={close}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface MenuLinkProps {
  link: NavLinkItem;
  pathname: string;
  className: string;
  onClick?: () => void;
}

function MenuLink({ link, pathname, className, onClick }: MenuLinkProps) {
  return (
    <Link
      to={link.to}
      onClick={onClick}
      className={className}
      aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );
}
