import { DropdownMenu } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { mainNavigation, type NavGroup, type NavLinkItem } from '../../site-copy/navigation';
import { isCurrent } from './is-current';

/**
 * The wide-screen menu: plain links and Radix dropdown menus (Enter, Space or arrow keys open
 * them, arrows move between items, Escape closes and returns focus). DropdownMenu rather than
 * NavigationMenu: the latter's hidden focus proxy fails axe (radix-ui/primitives#3085).
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
  const containsCurrent = group.links.some((link) => isCurrent(pathname, link.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="desktop-menu__trigger"
        data-current={containsCurrent || undefined}
      >
        {group.label}
        <span className="desktop-menu__caret" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="desktop-menu__content" align="start" sideOffset={8}>
        {group.links.map((link) => (
          <DropdownMenu.Item key={link.to} asChild>
            <MenuLink link={link} pathname={pathname} className="desktop-menu__item" />
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Also takes the props and ref a DropdownMenu.Item passes to its child link. */
interface MenuLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  link: NavLinkItem;
  pathname: string;
  className: string;
}

function MenuLink({ link, pathname, className, ...menuItemProps }: MenuLinkProps) {
  return (
    <Link
      {...menuItemProps}
      to={link.to}
      className={className}
      aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );
}
