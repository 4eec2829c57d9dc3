import { Link } from 'react-router-dom';
import { SITE } from '../../../../common/site';
import { paths } from '../../lib/paths';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { StartProjectButton } from './StartProjectButton';
import { useScrolledPast } from './use-scrolled-past';

/** Past this many pixels of scroll the bar turns solid. */
const SOLID_NAV_OFFSET = 50;

export function SiteNav() {
  const solid = useScrolledPast(SOLID_NAV_OFFSET);
  return (
    <header className={solid ? 'site-nav site-nav--solid' : 'site-nav'}>
      <div className="site-nav__inner">
        <Link to={paths.home} className="site-nav__brand">
          {SITE.name}
        </Link>
        <DesktopMenu />
        <StartProjectButton className="button button--small site-nav__start" />
        <MobileMenu />
      </div>
    </header>
  );
}
