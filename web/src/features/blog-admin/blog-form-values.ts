import { BLOG_CATEGORIES, type BlogCategoryKey } from '../../../../common/blog';
import {
  BLOG_DESCRIPTION_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
} from '../../../../common/blog.schemas';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../../common/media';
import type { BlogAdminPostFragment, BlogPostInput } from '../../graphql/graphql';

export interface BlogFormValues {
  title: string;
  description: string;
  category: BlogCategoryKey | '';
  image: File | null;
}

export type BlogFieldErrors = Partial<
  Record<'title' | 'description' | 'category' | 'image', string>
>;

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  description: '',
  category: '',
  image: null,
};

export function blogFormValuesOf(post: BlogAdminPostFragment): BlogFormValues {
  return { title: post.title, description: post.description, category: post.category, image: null };
}

/**
 * The server's rules, repeated for quick feedback: the same messages the api answers with.
 * The server still checks the image by its bytes; here only the browser's type claim is seen.
 */
export function blogFormErrors(values: BlogFormValues): BlogFieldErrors {
  const errors: BlogFieldErrors = {};
  const title = values.title.trim();
  const description = values.description.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > BLOG_TITLE_MAX_LENGTH) {
    errors.title = `Title must be at most ${BLOG_TITLE_MAX_LENGTH} characters`;
  }
  if (!description) errors.description = 'Description is required';
  else if (description.length > BLOG_DESCRIPTION_MAX_LENGTH) {
    errors.description = `Description must be at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters`;
  }
  if (!values.category) errors.category = 'Category is required';
  if (values.image) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(values.image.type)) {
      errors.image = 'The image must be a PNG, JPEG, WebP or GIF image';
    } else if (values.image.size > IMAGE_MAX_BYTES) {
      errors.image = 'The image is larger than 5 MB';
    }
  }
  return errors;
}

export function blogInputOf(values: BlogFormValues): BlogPostInput | undefined {
  if (!values.category || !BLOG_CATEGORIES.includes(values.category)) return undefined;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
  };
}
