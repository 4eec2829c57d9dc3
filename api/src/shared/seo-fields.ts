import type { SeoFields } from '../../../common/seo.schemas';

/** The SEO columns a post or job keeps (null: derived from the record). */
export interface SeoColumns<Image> {
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  canonicalUrl?: string | null | undefined;
  socialImage?: Image | null | undefined;
}

/** A record's SEO overrides as staff set them, with its social image as the caller shows it. */
export function seoValuesOf<View>(record: SeoColumns<unknown>, socialImage: View | null) {
  return {
    metaTitle: record.metaTitle ?? null,
    metaDescription: record.metaDescription ?? null,
    canonicalUrl: record.canonicalUrl ?? null,
    socialImage,
  };
}

/**
 * Replaces a record's SEO overrides with the ones staff sent; `findImage` turns the social
 * image's id into the library image (refusing an unknown one).
 */
export async function assignSeoFields<Image>(
  target: SeoColumns<Image>,
  seo: SeoFields,
  findImage: (id: number | null) => Promise<Image | null>,
): Promise<void> {
  target.metaTitle = seo.metaTitle;
  target.metaDescription = seo.metaDescription;
  target.canonicalUrl = seo.canonicalUrl;
  target.socialImage = await findImage(seo.socialImageId);
}

/** The SEO fields' names as a revision keeps them (the social image by its library id). */
export const SEO_REVISION_FIELDS = [
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'socialImageId',
] as const satisfies readonly (keyof SeoFields)[];

/** A record's SEO overrides as a revision keeps them: text or null. */
export function seoRevisionFields(
  record: SeoColumns<{ id: number }>,
): Record<(typeof SEO_REVISION_FIELDS)[number], string | null> {
  return {
    metaTitle: record.metaTitle ?? null,
    metaDescription: record.metaDescription ?? null,
    canonicalUrl: record.canonicalUrl ?? null,
    socialImageId: record.socialImage ? String(record.socialImage.id) : null,
  };
}

/**
 * The SEO overrides a revision kept, as the SEO schema reads them; undefined for a revision
 * from before posts and jobs had SEO fields (a restore then leaves them as they are).
 */
export function seoFromRevision(
  saved: Readonly<Record<string, unknown>>,
): Record<(typeof SEO_REVISION_FIELDS)[number], unknown> | undefined {
  if (SEO_REVISION_FIELDS.every((name) => saved[name] === undefined)) return undefined;
  return Object.fromEntries(
    SEO_REVISION_FIELDS.map((name) => [name, saved[name] ?? null]),
  ) as Record<(typeof SEO_REVISION_FIELDS)[number], unknown>;
}
