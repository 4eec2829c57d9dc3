/** Room left after a slug's base for a '-123' suffix that tells apart equal titles. */
const SUFFIX_ROOM = 8;

/**
 * 'Senior Node.js Engineer (Remote)' -> 'senior-node-js-engineer-remote': ASCII letters and
 * digits joined by single hyphens, short enough for a suffix within maxLength, or the
 * fallback when the title has no letter or digit at all.
 */
export function slugify(title: string, maxLength: number, fallback: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, maxLength - SUFFIX_ROOM).replace(/-+$/, '') || fallback;
}

/** The base itself if free, else the base with the first free number after it ('-2', '-3'). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
