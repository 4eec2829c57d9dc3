import { NavigationMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router-dom';
import { mainNavigation, type NavLinkItem } from '../../content/navigation';
import { isCurrent } from './is-current';

/** The wide-screen menu: plain links and Radix dropdowns (keyboard, hover and touch). */
export function DesktopMenu() {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root className="desktop-menu" aria-label="Main">
      <NavigationMenu.List className="desktop-menu__list">
        {mainNavigation.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationMenu.Item key={entry.label}>
              <MenuLink link={entry} pathname={pathname} className="desktop-menu__link" />
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.id} className="desktop-menu__group">
              <NavigationMenu.Trigger
                className="desktop-menu__trigger"
                data-current={entry.links.some((link) => isCurrent(pathname, link.to)) || undefined}
              >
                {entry.label}
                <span className="desktop-menu__caret" aria-hidden="true" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="desktop-menu__content">
                <ul className="desktop-menu__dropdown">
                  {entry.links.map((link) => (
                    <li key={link.to}>
                      <MenuLink link={link} pathname={pathname} className="desktop-menu__item" />
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

interface MenuLinkProps {
  link: NavLinkItem;
  pathname: string;
  className: string;
}

function MenuLink({ link, pathname, className }: MenuLinkProps) {
  const current = isCurrent(pathname, link.to);
  return (
    <NavigationMenu.Link asChild active={current}>
      <Link to={link.to} className={className} aria-current={current ? 'page' : undefined}>
        {link.label}
      </Link>
    </NavigationMenu.Link>
  );
}
