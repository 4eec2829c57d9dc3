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
