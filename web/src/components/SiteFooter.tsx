import { Link } from 'react-router-dom';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../common/blog';
import { SITE } from '../../../common/site';
import { paths } from '../app/paths';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{SITE.name}</h2>
          <address>
            <p>{SITE.address}</p>
            <p>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </p>
            <p>
              <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-blog">
          <h2 id="footer-blog">Blog</h2>
          <ul>
            {BLOG_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={paths.blogList(category)}>{BLOG_CATEGORY_INFO[category].label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
