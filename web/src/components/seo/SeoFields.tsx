import { useId, useState, type ReactNode } from 'react';
import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_MAX_LENGTH,
  META_TITLE_RECOMMENDED,
  CANONICAL_URL_MAX_LENGTH,
} from '../../../../common/seo';
import { usePublicUrl } from '../../lib/public-url';
import { MediaPicker } from '../media-picker/MediaPicker';
import { ResponsiveImage } from '../ResponsiveImage';
import type { SeoErrors, SeoFieldsState, SeoFormValues } from './use-seo-fields';
import './seo-fields.css';

interface SeoFieldsProps {
  state: SeoFieldsState;
  /** What shows when a field is left empty, derived from the record as the server derives it. */
  defaults: { title: string; description: string; path: string };
}

/**
 * Meta title and description with their counters, a preview of the search result, the social
 * image from the media library and a canonical override. Empty fields are derived.
 */
export function SeoFields({ state, defaults }: SeoFieldsProps) {
  const { value, onChange, errors } = state;
  const id = useId();
  const set = (patch: Partial<SeoFormValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="seo-fields">
      <legend>Search and social previews</legend>
      <p className="seo-fields__hint">Leave a field empty to use what the page already says.</p>
      <TextField
        id={`${id}-title`}
        label="Meta title"
        value={value.metaTitle}
        placeholder={defaults.title}
        max={META_TITLE_MAX_LENGTH}
        recommended={META_TITLE_RECOMMENDED}
        error={errors.metaTitle}
        onChange={(metaTitle) => set({ metaTitle })}
      />
      <TextField
        id={`${id}-description`}
        label="Meta description"
        multiline
        value={value.metaDescription}
        placeholder={defaults.description}
        max={META_DESCRIPTION_MAX_LENGTH}
        recommended={META_DESCRIPTION_RECOMMENDED}
        error={errors.metaDescription}
        onChange={(metaDescription) => set({ metaDescription })}
      />
      <SearchResultPreview value={value} defaults={defaults} />
      <SocialImageField value={value} errors={errors} onChange={set} />
      <TextField
        id={`${id}-canonical`}
        label="Canonical address"
        value={value.canonicalUrl}
        placeholder={defaults.path}
        max={CANONICAL_URL_MAX_LENGTH}
        hint="Only when the original lives elsewhere: an https:// address or a path such as /blog/seo/original"
        error={errors.canonicalUrl}
        onChange={(canonicalUrl) => set({ canonicalUrl })}
      />
    </fieldset>
  );
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  max: number;
  recommended?: number;
  multiline?: boolean;
  hint?: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, value, placeholder, max, recommended, multiline, hint, error } = props;
  const described = [hint && `${id}-hint`, recommended && `${id}-count`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    value,
    placeholder,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <div className="seo-fields__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...control} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => props.onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="seo-fields__hint">
          {hint}
        </p>
      )}
      {recommended !== undefined && (
        <Counter id={`${id}-count`} length={value.length} recommended={recommended} />
      )}
      {error && (
        <p id={`${id}-error`} className="seo-fields__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** '48 / 60 characters', marked once past what search engines show. */
function Counter({ id, length, recommended }: { id: string; length: number; recommended: number }) {
  const over = length > recommended;
  return (
    <p id={id} className={`seo-fields__count${over ? ' seo-fields__count--over' : ''}`}>
      {length} / {recommended} characters
      {over ? ': search results will cut it short' : length === 0 ? ' (using the default)' : ''}
    </p>
  );
}

/** Roughly how a search engine lists the page. */
function SearchResultPreview({
  value,
  defaults,
}: {
  value: SeoFormValues;
  defaults: SeoFieldsProps['defaults'];
}) {
  const base = usePublicUrl();
  const title = value.metaTitle.trim() || defaults.title;
  const description = value.metaDescription.trim() || defaults.description;
  const address = addressOf(value.canonicalUrl.trim() || defaults.path, base);
  return (
    <figure className="seo-preview" aria-label="Search result preview">
      <figcaption className="seo-fields__hint">Search result preview</figcaption>
      <p className="seo-preview__url">{address}</p>
      <p className="seo-preview__title">{cut(title, META_TITLE_RECOMMENDED)}</p>
      <p className="seo-preview__description">{cut(description, META_DESCRIPTION_RECOMMENDED)}</p>
    </figure>
  );
}

function SocialImageField({
  value,
  errors,
  onChange,
}: {
  value: SeoFormValues;
  errors: SeoErrors;
  onChange: (patch: Partial<SeoFormValues>) => void;
}) {
  const [picking, setPicking] = useState(false);
  let preview: ReactNode = (
    <p className="seo-fields__hint">None: the page&apos;s own image is used.</p>
  );
  if (value.socialImage) {
    preview = (
      <ResponsiveImage
        className="seo-fields__image"
        image={value.socialImage.picture}
        placeholder={value.socialImage.url}
        sizes="12rem"
        fallbackSize={{ width: 240, height: 126 }}
        alt="Social image"
      />
    );
  }
  return (
    <div className="seo-fields__field">
      <span className="seo-fields__label">Social image</span>
      {preview}
      <div className="seo-fields__buttons">
        <button type="button" className="button button--small" onClick={() => setPicking(true)}>
          {value.socialImage ? 'Change social image' : 'Choose social image'}
        </button>
        {value.socialImage && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onChange({ socialImage: null })}
          >
            Remove social image
          </button>
        )}
      </div>
      {errors.socialImageId && <p className="seo-fields__error">{errors.socialImageId}</p>}
      <MediaPicker
        open={picking}
        title="Choose a social image"
        onClose={() => setPicking(false)}
        onPick={({ image }) => {
          onChange({ socialImage: image });
          setPicking(false);
        }}
      />
    </div>
  );
}

function addressOf(canonical: string, base: string): string {
  try {
    const url = new URL(canonical, base);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname.replace(/\//g, ' › ')}`;
  } catch {
    return canonical;
  }
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
