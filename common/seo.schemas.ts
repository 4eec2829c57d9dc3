/** Input rules for the SEO fields of a post or job, enforced by the api and used by the forms. */
import { z } from 'zod';
import {
  CANONICAL_URL_MAX_LENGTH,
  isCanonicalAddress,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from './seo';
import { optionalId } from './ids';
import { cleanLine } from './text';

/** Empty means 'derive it': stored as null. */
function optionalLine(field: string, maxLength: number) {
  return cleanLine(field, maxLength)
    .nullish()
    .transform((value) => value || null);
}

export const seoFieldsSchema = z.object({
  metaTitle: optionalLine('Meta title', META_TITLE_MAX_LENGTH),
  metaDescription: optionalLine('Meta description', META_DESCRIPTION_MAX_LENGTH),
  canonicalUrl: optionalLine('Canonical address', CANONICAL_URL_MAX_LENGTH).refine(
    (value) => value === null || isCanonicalAddress(value),
    'Canonical address must be an https:// address or a path on this site starting with /',
  ),
  /** A media library image's id (GraphQL sends IDs as text). */
  socialImageId: optionalId('Social image must be an image id'),
});
export type SeoFieldsInput = z.input<typeof seoFieldsSchema>;
export type SeoFields = z.output<typeof seoFieldsSchema>;

export const EMPTY_SEO_FIELDS: SeoFields = {
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  socialImageId: null,
};
