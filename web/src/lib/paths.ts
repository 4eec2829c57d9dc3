import { jobPath } from '../../../common/careers';
import { BLOG_CATEGORY_INFO, blogPostPath, type BlogCategoryKey } from '../../../common/blog';
import type { PlanSelection } from '../../../common/plans';
import type { StaffRole } from '../../../common/staff';
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_PATH } from '../../../common/staff-links';

/** Every address the web app links to, in one place. */
export const paths = {
  home: '/',
  aboutUs: '/about/aboutus',
  founder: '/about/founder',
  customSoftware: '/services/custem',
  socialMedia: '/services/social',
  crm: '/services/crm',
  cloud: '/services/cloud',
  webDevelopment: '/services/web',
  aiTools: '/services/ai',
  whatsapp: '/products/whatsapp',
  erp: '/products/erp',
  ecommerce: '/products/ecom',
  cybersecurity: '/products/cybersecurity',
  digitalMarketing: '/products/digitalmarketing',
  portfolio: '/portfolio',
  careers: '/careers',
  job: jobPath,
  contact: '/contact',
  form: '/form',
  termsAndConditions: '/termsandconditions',
  policy: '/policy',
  pricing: '/pricing',
  payment: (selection: PlanSelection) =>
    `/payment?${new URLSearchParams({ plan: selection.plan, cycle: selection.cycle }).toString()}`,
  paymentSuccess: '/success',
  paymentFailure: '/failure',
  blogList: (category: BlogCategoryKey) => `/blog/${BLOG_CATEGORY_INFO[category].segment}`,
  blogPost: blogPostPath,
  /** 'Forgot password?', remembering which area's sign-in to go back to. */
  forgotPassword: (role?: StaffRole) =>
    role ? `${FORGOT_PASSWORD_PATH}?area=${role.toLowerCase()}` : FORGOT_PASSWORD_PATH,
  resetPassword: PASSWORD_RESET_PATH,
} as const;

/**
 * The spec hides the public navigation and footer on staff and login addresses. Only the first
 * segment counts: a plain substring test would also hide them on /products/digitalmarketing.
 */
export function isStaffAddress(pathname: string): boolean {
  return /^\/(admin|employee|employeer|marketing|login|forgot-password|reset-password)(\/|$)/.test(
    pathname,
  );
}
