import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { BLOG_BODY_FORMAT_LABELS, BLOG_BODY_FORMATS } from '../../../../common/blog-body';
import { IMAGE_ACCEPT } from '../../../../common/media';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { BLOG_DRAWING_SIZE } from '../../lib/blog-images';
import type { ResponsiveImage_ImageFragment } from '../../graphql/graphql';
import { SeoFields } from '../../components/seo/SeoFields';
import { useSeoFields, type SeoFormValues } from '../../components/seo/use-seo-fields';
import { InputField, SelectField } from '../../lib/forms/fields';
import { FileField } from '../../lib/forms/file-field';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { defaultPageTitle } from '../../../../common/seo';
import { SITE } from '../../../../common/site';
import { AuthorField } from './AuthorField';
import { BLOG_FIELDS, blogFormSchema, type BlogFormValues } from './blog-form-values';
import { MarkdownEditor } from './MarkdownEditor';
import type { SaveRequest, SaveResult } from './use-blog-actions';

interface BlogFormProps {
  initialValues: BlogFormValues;
  initialSeo: SeoFormValues;
  /** What the page derives while the SEO fields are empty (an existing post's own). */
  seoDefaults?: { title: string; description: string; path: string } | undefined;
  /** The current image of a post being updated, shown until a new one is chosen. */
  currentImage?: ResponsiveImage_ImageFragment | null | undefined;
  submitLabel: string;
  onSubmit: (request: Omit<SaveRequest, 'id'>) => Promise<SaveResult>;
  onCancel: () => void;
}

/**
 * Title, category, address, author, the body (Markdown with a live preview, or plain text), an
 * optional image and the SEO fields, with per-field errors and upload progress.
 */
export function BlogForm({
  initialValues,
  initialSeo,
  seoDefaults,
  currentImage,
  submitLabel,
  onSubmit,
  onCancel,
}: BlogFormProps) {
  const form = useZodForm(blogFormSchema, { defaultValues: initialValues });
  const image = useWatch({ control: form.control, name: 'image' });
  const [title, bodyFormat, slug] = useWatch({
    control: form.control,
    name: ['title', 'bodyFormat', 'slug'],
  });
  const seo = useSeoFields(initialSeo);
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const field = (name: (typeof BLOG_FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `${id}-${name}`,
    errorClassName: 'blog-form__error',
  });

  const submit = form.handleSubmit(
    async ({ image, authorId, ...fields }) => {
      const seoInput = seo.validate();
      if (!seoInput) return;
      // Progress is followed only while an image uploads.
      setProgress(image ? 0 : null);
      const input = { ...fields, authorId: authorId === undefined ? null : String(authorId) };
      const result = await onSubmit({ input, image, seo: seoInput, onUploadProgress: setProgress });
      setProgress(null);
      if (!result.ok) {
        applyServerFieldErrors(form.setError, BLOG_FIELDS, result.fields);
        seo.applyServerErrors(result.fields);
      }
    },
    () => void seo.validate(),
  );

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
      <InputField
        {...field('slug')}
        label="Slug (the last part of the address; empty: made from the title)"
        maxLength={160}
        spellCheck={false}
      />
      <AuthorField
        control={form.control}
        name="authorId"
        id={`${id}-authorId`}
        errorClassName="blog-form__error"
      />
      <SelectField {...field('bodyFormat')} label="Body format">
        {BLOG_BODY_FORMATS.map((format) => (
          <option key={format} value={format}>
            {BLOG_BODY_FORMAT_LABELS[format]}
          </option>
        ))}
      </SelectField>
      <MarkdownEditor control={form.control} id={`${id}-description`} format={bodyFormat} />
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
      <SeoFields
        state={seo}
        defaults={{
          title: seoDefaults?.title ?? defaultPageTitle(title || 'Post title', SITE.name),
          description: seoDefaults?.description ?? 'The first words of the post',
          path: seoDefaults?.path ?? `/blog/…/${slug || 'post-address'}`,
        }}
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
