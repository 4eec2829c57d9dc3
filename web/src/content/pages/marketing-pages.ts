import { paths } from '../../app/paths';
import type { MarketingPageContent } from '../../features/marketing/marketing-content';

type ContentModule = { default: MarketingPageContent };

/**
 * Every service and product page built from the marketing template, by address. Each page's
 * copy is its own chunk, so a visitor downloads only the page they open.
 */
export const marketingPages: Record<string, () => Promise<ContentModule>> = {
  [paths.customSoftware]: () => import('./custom-software'),
  [paths.socialMedia]: () => import('./social-media'),
  [paths.crm]: () => import('./crm'),
  [paths.cloud]: () => import('./cloud'),
  [paths.webDevelopment]: () => import('./web-development'),
  [paths.aiTools]: () => import('./ai-tools'),
  [paths.erp]: () => import('./erp'),
  [paths.ecommerce]: () => import('./ecommerce'),
  [paths.cybersecurity]: () => import('./cybersecurity'),
  [paths.digitalMarketing]: () => import('./digital-marketing'),
};
