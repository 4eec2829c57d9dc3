import { Link } from 'react-router-dom';
import { SITE } from '../../../../common/site';
import { quickLinks, serviceLinks, type NavLinkItem } from '../../site-copy/navigation';
import { RefundPolicyButton } from './RefundPolicyButton';
import { SocialLinks } from './SocialLinks';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{SITE.name}</h2>
          <p>{SITE.tagline}.</p>
          <address>{SITE.address}</address>
        </section>
        <FooterLinks id="footer-services" title="Services" links={serviceLinks} />
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <RefundPolicyButton />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            </li>
          </ul>
          <SocialLinks />
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE.legalName}. All rights reserved.
      </p>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly NavLinkItem[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
