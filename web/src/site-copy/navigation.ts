/**
 * The site's menu structure in one list: the navigation bar, the mobile menu and the footer
 * all read it, so a page is added or renamed in one place.
 */
import { paths } from '../lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Stable id, used for element ids. */
  id: string;
  label: string;
  links: readonly NavLinkItem[];
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

const aboutLinks: readonly NavLinkItem[] = [
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Founder', to: paths.founder },
];

export const serviceLinks: readonly NavLinkItem[] = [
  { label: 'Custom Software', to: paths.customSoftware },
  { label: 'Social Media', to: paths.socialMedia },
  { label: 'CRM', to: paths.crm },
  { label: 'Cloud', to: paths.cloud },
  { label: 'Web Development', to: paths.webDevelopment },
  { label: 'AI Tools', to: paths.aiTools },
];

const productLinks: readonly NavLinkItem[] = [
  { label: 'WhatsApp API', to: paths.whatsapp },
  { label: 'ERP', to: paths.erp },
  { label: 'E-Commerce', to: paths.ecommerce },
  { label: 'Cybersecurity', to: paths.cybersecurity },
  { label: 'Digital Marketing', to: paths.digitalMarketing },
];

const blogLinks: readonly NavLinkItem[] = [
  { label: 'Educational', to: paths.blogList('EDUCATIONAL_CONTENT') },
  { label: 'Regular Updates', to: paths.blogList('REGULAR_UPDATE') },
  { label: 'SEO', to: paths.blogList('SEO_BENEFITS') },
];

/** The navigation bar, left to right. */
export const mainNavigation: readonly NavEntry[] = [
  { kind: 'link', label: 'Home', to: paths.home },
  { kind: 'group', id: 'about', label: 'About', links: aboutLinks },
  { kind: 'group', id: 'services', label: 'Services', links: serviceLinks },
  { kind: 'group', id: 'products', label: 'Products', links: productLinks },
  { kind: 'link', label: 'Portfolio', to: paths.portfolio },
  { kind: 'group', id: 'blog', label: 'Blog', links: blogLinks },
  { kind: 'link', label: 'Careers', to: paths.careers },
];

/** The footer's quick links. */
export const quickLinks: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Blog', to: paths.blogList('EDUCATIONAL_CONTENT') },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Careers', to: paths.careers },
  { label: 'Terms And Conditions', to: paths.termsAndConditions },
  { label: 'Privacy Policy', to: paths.policy },
];
