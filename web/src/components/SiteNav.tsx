import { Link, NavLink } from 'react-router-dom';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../common/blog';
import { SITE } from '../../../common/site';
import { paths } from '../app/paths';

export function SiteNav() {
  return (
    <header className="site-nav">
      <nav className="site-nav__inner" aria-label="Main">
        <Link to={paths.home} className="site-nav__brand">
          {SITE.name}
        </Link>
        <ul className="site-nav__links">
          <li>
            <NavLink to={paths.home} end>
              Home
            </NavLink>
          </li>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <NavLink to={paths.blogList(category)}>{BLOG_CATEGORY_INFO[category].label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
