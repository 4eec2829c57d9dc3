/**
 * Old addresses that answer 301 with a new one: made when a post's slug or category changes, and
 * kept by admins for addresses of the original site. Shared by the api and the Redirects screen.
 */

export const REDIRECT_PATH_MAX_LENGTH = 500;

/**
 * Addresses that never redirect: the staff areas (a redirect there could lock admins out), the
 * APIs and the served files, which the page server does not answer anyway.
 */
export const UNREDIRECTABLE_PREFIXES = [
  '/admin',
  '/employeer',
  '/marketing',
  '/login',
  '/api',
  '/graphql',
  '/media',
  '/assets',
] as const;

/**
 * The path a request or an editor names, as redirects are stored and looked up: without a
 * trailing slash (except the home page's), so '/old/' and '/old' are one address.
 */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') || '/' : trimmed;
}

export function isUnredirectablePath(path: string): boolean {
  return UNREDIRECTABLE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The addresses of the original site that the spec names, and where they live now. */
export const ORIGINAL_SITE_REDIRECTS = [
  { fromPath: '/services/crm-solutions', toPath: '/services/crm' },
  { fromPath: '/services/social-media-management', toPath: '/services/social' },
  { fromPath: '/services/web-development', toPath: '/services/web' },
] as const;
