import { BLOG_CATEGORIES } from '../../../common/blog';
import { paths } from './paths';

/**
 * The public pages a search engine should index, in the order of the sitemap. Blog posts are
 * listed from the database by the server. Left out on purpose: /payment, /success and
 * /failure (steps of a purchase), /form (a pointer to the contact form) and staff areas.
 * public-paths.test.ts keeps this list and the route table in step.
 */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.aboutUs,
  paths.founder,
  paths.customSoftware,
  paths.socialMedia,
  paths.crm,
  paths.cloud,
  paths.webDevelopment,
  paths.aiTools,
  paths.whatsapp,
  paths.erp,
  paths.ecommerce,
  paths.cybersecurity,
  paths.digitalMarketing,
  ...BLOG_CATEGORIES.map((category) => paths.blogList(category)),
  paths.portfolio,
  paths.careers,
  paths.contact,
  paths.termsAndConditions,
  paths.policy,
  paths.pricing,
];

/** Static routes that are public but deliberately not in the sitemap. */
export const UNLISTED_PATHS: readonly string[] = [
  '/payment',
  paths.paymentSuccess,
  paths.paymentFailure,
  paths.form,
];
