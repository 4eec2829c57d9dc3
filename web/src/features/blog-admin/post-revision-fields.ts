import { BLOG_CATEGORY_INFO, type BlogCategoryKey } from '../../../../common/blog';
import { PUBLISHING_STATUS_LABELS, type PostStatus } from '../../../../common/publishing';
import { formatStaffDateTime } from '../../lib/format-date';

/** A post's saved fields as the comparison names them, in the order it shows them. */
export const POST_REVISION_LABELS: Record<string, string> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  image: 'Image',
  status: 'State',
  publishAt: 'Publish at',
};

/** Saved text as staff read it: a category's and a state's label, a moment in India time. */
export function displayPostField(field: string, value: string): string {
  if (!value) return value;
  if (field === 'category') return BLOG_CATEGORY_INFO[value as BlogCategoryKey].label;
  if (field === 'status') return PUBLISHING_STATUS_LABELS[value as PostStatus];
  if (field === 'publishAt') return formatStaffDateTime(value);
  return value;
}
