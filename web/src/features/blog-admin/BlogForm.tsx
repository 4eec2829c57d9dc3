import { useId, useState, type SyntheticEvent } from 'react';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { IMAGE_ACCEPT } from '../../../../common/media';
import {
  blogFormErrors,
  blogInputOf,
  type BlogFieldErrors,
  type BlogFormValues,
} from './blog-form-values';
import type { SaveRequest, SaveResult } from './use-blog-actions';

interface BlogFormProps {
  initialValues: BlogFormValues;
  /** The current image of a post being updated, shown until a new one is chosen. */
  currentImage?: string | null | undefined;
  submitLabel: string;
  onSubmit: (request: Omit<SaveRequest, 'id'>) => Promise<SaveResult>;
  onCancel: () => void;
}

type TextField = 'title' | 'description' | 'category';

/** Title, category, description and an optional image, with per-field errors and upload progress. */
export function BlogForm({
  initialValues,
  currentImage,
  submitLabel,
  onSubmit,
  onCancel,
}: BlogFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<BlogFieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();

  const described = (name: keyof BlogFieldErrors) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const text = (name: TextField) => ({
    ...described(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const errorFor = (name: keyof BlogFieldErrors) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="blog-form__error">
        {errors[name]}
      </p>
    );

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = blogFormErrors(values);
    const input = blogInputOf(values);
    setErrors(found);
    if (Object.keys(found).length || !input) return;
    setProgress(values.image ? 0 : null);
    const result = await onSubmit({ input, image: values.image, onUploadProgress: setProgress });
    setProgress(null);
    if (!result.ok) setErrors(result.fields);
  }

  const saving = progress !== null;
  return (
    <form className="blog-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-title`}>Title</label>
      <input {...text('title')} />
      {errorFor('title')}
      <label htmlFor={`${id}-category`}>Category</label>
      <select {...text('category')}>
        <option value="">Select category</option>
        {BLOG_CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {BLOG_CATEGORY_INFO[key].label}
          </option>
        ))}
      </select>
      {errorFor('category')}
      <label htmlFor={`${id}-description`}>Description</label>
      <textarea {...text('description')} rows={8} />
      {errorFor('description')}
      <label htmlFor={`${id}-image`}>Image (PNG, JPEG, WebP or GIF, at most 5 MB; optional)</label>
      {currentImage && !values.image && (
        <img className="blog-form__current" src={currentImage} alt="Current image" />
      )}
      <input
        {...described('image')}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => {
          const image = event.target.files?.[0] ?? null;
          setValues((current) => ({ ...current, image }));
        }}
      />
      {errorFor('image')}
      {saving && values.image && (
        <progress
          className="blog-form__progress"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      )}
      <div className="blog-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
