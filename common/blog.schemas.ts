/** Input rules for blog reads, enforced by the api for GraphQL and REST alike. */
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_OFFSET_MAX,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SEARCH_MAX_LENGTH,
} from './blog';

export { BLOG_PAGE_SIZE_MAX };
import { cleanLine, requiredLine, requiredText } from './text';

export const blogListInputSchema = z.object({
  // GraphQL sends null for an omitted optional argument; both mean 'no filter'.
  category: z
    .enum(BLOG_CATEGORIES)
    .nullish()
    .transform((value) => value ?? undefined),
  search: cleanLine('search', BLOG_SEARCH_MAX_LENGTH)
    .nullish()
    .transform((value) => value || undefined),
  offset: z.number().int().min(0, 'offset must not be negative').max(BLOG_OFFSET_MAX).default(0),
  limit: z
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(BLOG_PAGE_SIZE_MAX, `limit must be at most ${BLOG_PAGE_SIZE_MAX}`)
    .default(12),
});
export type BlogListInput = z.input<typeof blogListInputSchema>;

export const blogPostRefSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive('id must be a positive whole number')
      .nullish()
      .transform((value) => value ?? undefined),
    slug: z
      .string()
      .trim()
      .max(160, 'slug must be at most 160 characters')
      .regex(/^[a-z0-9-]+$/, 'slug may only contain lowercase letters, digits and hyphens')
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .refine((ref) => ref.id !== undefined || ref.slug !== undefined, {
    message: 'give an id or a slug',
  });

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_DESCRIPTION_MAX_LENGTH = 20_000;

/** A post as staff write it: title, description and category are all required. */
export const blogPostFieldsSchema = z.object({
  title: requiredLine('Title', BLOG_TITLE_MAX_LENGTH, 'title'),
  description: requiredText('Description', BLOG_DESCRIPTION_MAX_LENGTH, 'description'),
  category: z.enum(BLOG_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Category is required'
        : `category must be one of ${BLOG_CATEGORIES.join(', ')}`,
  }),
});
export type BlogPostFieldsInput = z.input<typeof blogPostFieldsSchema>;
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;
