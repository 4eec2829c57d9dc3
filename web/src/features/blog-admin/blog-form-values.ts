import { z } from 'zod';
import type { BlogCategoryKey } from '../../../../common/blog';
import type { BlogBodyFormat } from '../../../../common/blog-body';
import { blogPostFieldsShape, checkBodyImages } from '../../../../common/blog.schemas';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../../common/media';
import type { BlogAdminPostFragment } from '../../graphql/graphql';

/**
 * The blog form as typed: the texts, '' for no category yet, the body's format, the slug and
 * author ('' for the defaults), the picked image if any. SEO fields live beside it
 * (components/seo).
 */
export interface BlogFormValues {
  title: string;
  description: string;
  category: BlogCategoryKey | '';
  bodyFormat: BlogBodyFormat;
  slug: string;
  authorId: string;
  image: File | null;
}

export const BLOG_FIELDS = [
  'title',
  'category',
  'slug',
  'authorId',
  'bodyFormat',
  'description',
  'image',
] as const;

/** A new post is written in Markdown; posts from before keep the format they have. */
export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  description: '',
  category: '',
  bodyFormat: 'MARKDOWN',
  slug: '',
  authorId: '',
  image: null,
};

export function blogFormValuesOf(post: BlogAdminPostFragment): BlogFormValues {
  return {
    title: post.title,
    description: post.description,
    category: post.category,
    bodyFormat: post.bodyFormat,
    slug: post.slug,
    authorId: post.author?.id ?? '',
    image: null,
  };
}

const isImageType = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/**
 * The server's words for an image it refuses. Here only the browser's type claim is seen; the
 * server still checks the image by its bytes.
 */
const imageSchema = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => !file || isImageType(file), 'The image must be a PNG, JPEG, WebP or GIF image')
  .refine((file) => !file || !isImageType(file) || file.size <= IMAGE_MAX_BYTES, {
    message: 'The image is larger than 5 MB',
  });

/** A post as the server checks it, with the optional image that travels beside it. */
export const blogFormSchema = z
  .object({ ...blogPostFieldsShape, image: imageSchema })
  .superRefine(checkBodyImages);

export type BlogFormOutput = z.output<typeof blogFormSchema>;
