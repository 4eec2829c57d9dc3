import { useState } from 'react';
import { seoFieldsSchema } from '../../../../common/seo.schemas';
import type { SeoInput } from '../../graphql/graphql';
import type { LibraryImage } from '../media-picker/MediaPicker';

/** The SEO fields as typed: texts ('' for derived) and the picked social image. */
export interface SeoFormValues {
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  socialImage: Pick<LibraryImage, 'id' | 'url' | 'picture'> | null;
}

export type SeoFieldName = 'metaTitle' | 'metaDescription' | 'canonicalUrl' | 'socialImageId';
export type SeoErrors = Partial<Record<SeoFieldName, string>>;

export const EMPTY_SEO_FORM: SeoFormValues = {
  metaTitle: '',
  metaDescription: '',
  canonicalUrl: '',
  socialImage: null,
};

/** A record's stored SEO fields (the API's Seo) as the form shows them. */
export function seoFormValuesOf(
  seo:
    | {
        metaTitle?: string | null;
        metaDescription?: string | null;
        canonicalUrl?: string | null;
        socialImage?: SeoFormValues['socialImage'];
      }
    | null
    | undefined,
): SeoFormValues {
  return {
    metaTitle: seo?.metaTitle ?? '',
    metaDescription: seo?.metaDescription ?? '',
    canonicalUrl: seo?.canonicalUrl ?? '',
    socialImage: seo?.socialImage ?? null,
  };
}

export interface SeoFieldsState {
  value: SeoFormValues;
  onChange: (value: SeoFormValues) => void;
  errors: SeoErrors;
  /** Checks the fields with the server's schema: the input to send, or null (errors shown). */
  validate: () => SeoInput | null;
  /** Shows the server's messages for `seo.*` fields; tells whether any was one. */
  applyServerErrors: (fields: Record<string, string>) => boolean;
}

/** The SEO fields of a post or job form, checked by the schema the server applies. */
export function useSeoFields(initial: SeoFormValues): SeoFieldsState {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<SeoErrors>({});
  return {
    value,
    errors,
    onChange: (next) => {
      setValue(next);
      setErrors({});
    },
    validate: () => {
      const parsed = seoFieldsSchema.safeParse({
        metaTitle: value.metaTitle,
        metaDescription: value.metaDescription,
        canonicalUrl: value.canonicalUrl,
        socialImageId: value.socialImage?.id ?? null,
      });
      if (parsed.success) {
        const { socialImageId, ...texts } = parsed.data;
        setErrors({});
        return { ...texts, socialImageId: socialImageId === null ? null : String(socialImageId) };
      }
      const found: SeoErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SeoFieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return null;
    },
    applyServerErrors: (fields) => {
      const found: SeoErrors = {};
      for (const [field, message] of Object.entries(fields)) {
        const name = /^seo\.(\w+)$/.exec(field)?.[1] as SeoFieldName | undefined;
        if (name) found[name] = message;
      }
      setErrors(found);
      return Object.keys(found).length > 0;
    },
  };
}
