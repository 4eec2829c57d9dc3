import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { IMAGE_ACCEPT } from '../../../../common/media';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { BLOG_DRAWING_SIZE } from '../../lib/blog-images';
import type { ResponsiveImage_ImageFragment } from '../../graphql/graphql';
import { InputField, SelectField, TextAreaField } from '../../lib/forms/fields';
import { FileField } from '../../lib/forms/file-field';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { BLOG_FIELDS, blogFormSchema, type BlogFormValues } from './blog-form-values';
import type { SaveRequest, SaveResult } from './use-blog-actions';

interface BlogFormProps {
  initialValues: BlogFormValues;
  /** The current image of a post being updated, shown until a new one is chosen. */
  currentImage?: ResponsiveImage_ImageFragment | null | undefined;
  submitLabel: string;
  onSubmit: (request: Omit<SaveRequest, 'id'>) => Promise<SaveResult>;
  onCancel: () => void;
}

/** Title, category, description and an optional image, with per-field errors and upload progress. */
export function BlogForm({
  initialValues,
  currentImage,
  submitLabel,
  onSubmit,
  onCancel,
}: BlogFormProps) {
  const form = useZodForm(blogFormSchema, { defaultValues: initialValues });
  const image = useWatch({ control: form.control, name: 'image' });
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const field = (name: (typeof BLOG_FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `${id}-${name}`,
    errorClassName: 'blog-form__error',
  });

  const submit = form.handleSubmit(async ({ image, ...input }) => {
    // Progress is followed only while an image uploads.
    setProgress(image ? 0 : null);
    const result = await onSubmit({ input, image, onUploadProgress: setProgress });
    setProgress(null);
    if (!result.ok) applyServerFieldErrors(form.setError, BLOG_FIELDS, result.fields);
  });

  const saving = progress !== null;
  return (
    <form className="blog-form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField {...field('title')} label="Title" />
      <SelectField {...field('category')} label="Category">
        <option value="">Select category</option>
        {BLOG_CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {BLOG_CATEGORY_INFO[key].label}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...field('description')} label="Description" rows={8} />
      <FileField
        {...field('image')}
        label="Image (PNG, JPEG, WebP or GIF, at most 5 MB; optional)"
        accept={IMAGE_ACCEPT}
        preview={
          currentImage &&
          !image && (
            <ResponsiveImage
              className="blog-form__current"
              image={currentImage}
              placeholder={currentImage.src}
              sizes="12rem"
              fallbackSize={BLOG_DRAWING_SIZE}
              alt="Current image"
            />
          )
        }
      />
      {saving && image && (
        <progress
          className="blog-form__progress"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      )}
      <FormActions
        className="blog-form__actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Saving...' : submitLabel}
      />
    </form>
  );
}
