/**
 * How a page presents itself to search engines and social previews. Editors may override the
 * title, description, image and canonical address of a post or job; what they leave empty is
 * derived from the record itself.
 */

/** Lengths search engines show before cutting a title or description short. */
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;

/** Hard limits: far past what any search engine shows, short of abuse. */
export const META_TITLE_MAX_LENGTH = 120;
export const META_DESCRIPTION_MAX_LENGTH = 320;
export const CANONICAL_URL_MAX_LENGTH = 500;

/**
 * A canonical override is an absolute https address (another site that holds the original) or
 * a path on this site ('/blog/seo/original-post'); '//host' is an address on another site
 * without a scheme, so it is neither.
 */
export function isCanonicalAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The title a search result shows for a page without its own meta title. */
export function defaultPageTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/**
 * A default meta description from a record's text: whitespace collapsed, cut on a word boundary
 * before the recommended length, '...' when cut.
 */
export function metaDescriptionOf(text: string, maxLength = META_DESCRIPTION_RECOMMENDED): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 3);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}...`;
}
