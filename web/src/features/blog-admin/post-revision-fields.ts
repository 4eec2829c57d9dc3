import { BLOG_CATEGORY_INFO, type BlogCategoryKey } from '../../../../common/blog';
import { BLOG_BODY_FORMAT_LABELS, type BlogBodyFormat } from '../../../../common/blog-body';
import { PUBLISHING_STATUS_LABELS, type PostStatus } from '../../../../common/publishing';
import { formatStaffDateTime } from '../../lib/format-date';

/**
 * A post's saved fields as the comparison names them, in the order it shows them (the author's
 * account id is kept for restoring only: staff read the name).
 */
export const POST_REVISION_LABELS: Record<string, string> = {
  title: 'Title',
  category: 'Category',
  slug: 'Slug',
  bodyFormat: 'Body format',
  description: 'Description',
  author: 'Author',
  image: 'Image',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  canonicalUrl: 'Canonical address',
  socialImageId: 'Social image',
  status: 'State',
  publishAt: 'Publish at',
};

/** Saved text as staff read it: a category's, format's and state's label, a moment in India time. */
export function displayPostField(field: string, value: string): string {
  if (!value) return value;
  if (field === 'category') return BLOG_CATEGORY_INFO[value as BlogCategoryKey].label;
  if (field === 'bodyFormat') return BLOG_BODY_FORMAT_LABELS[value as BlogBodyFormat];
  if (field === 'socialImageId') return `Library image ${value}`;
  if (field === 'status') return PUBLISHING_STATUS_LABELS[value as PostStatus];
  if (field === 'publishAt') return formatStaffDateTime(value);
  return value;
}
