import { paths } from '../../lib/paths';
import type { ServicePageContent } from './service-page-content';

type ContentModule = { default: ServicePageContent };

/**
 * Every service and product page built from the marketing template, by address. Each page's
 * copy is its own chunk, so a visitor downloads only the page they open.
 */
export const servicePages: Record<string, () => Promise<ContentModule>> = {
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
