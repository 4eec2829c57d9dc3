/** Input rules for blog reads, enforced by the api for GraphQL and REST alike. */
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_OFFSET_MAX,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SLUG_MAX_LENGTH,
} from './blog';
import { BLOG_BODY_FORMATS, markdownImageProblem, type BlogBodyFormat } from './blog-body';
import { optionalId } from './ids';
import { seoFieldsSchema } from './seo.schemas';

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

/** A slug as staff may set it; lowercase letters, digits and hyphens. */
export const blogSlugSchema = z
  .string()
  .trim()
  .max(BLOG_SLUG_MAX_LENGTH, `Slug must be at most ${BLOG_SLUG_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'Slug may only contain lowercase letters, digits and single hyphens between them',
  });

/**
 * The fields of a post as staff write it. Title, description and category are required; the
 * rest may be left out (the original REST clients send only those three): the body format is
 * then plain text for a new post and unchanged for an existing one, the slug is made from the
 * title, the author is whoever writes it, and SEO fields stay as they are.
 */
export const blogPostFieldsShape = {
  title: requiredLine('Title', BLOG_TITLE_MAX_LENGTH, 'title'),
  description: requiredText('Description', BLOG_DESCRIPTION_MAX_LENGTH, 'description'),
  category: z.enum(BLOG_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Category is required'
        : `category must be one of ${BLOG_CATEGORIES.join(', ')}`,
  }),
  bodyFormat: z
    .enum(BLOG_BODY_FORMATS, { error: `bodyFormat must be one of ${BLOG_BODY_FORMATS.join(', ')}` })
    .nullish()
    .transform((value) => value ?? undefined),
  /** Empty or absent: made from the title (new post) or kept (existing post). */
  slug: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .pipe(blogSlugSchema.optional()),
  /** A staff account's id; absent: the writer (new post) or unchanged. */
  authorId: optionalId('Author must be a staff account id').transform(
    (value) => value ?? undefined,
  ),
  seo: seoFieldsSchema.nullish().transform((value) => value ?? undefined),
};

/** Markdown images must come from the media library and have alt text (common/blog-body.ts). */
export function checkBodyImages(
  post: { description: string; bodyFormat?: BlogBodyFormat | undefined },
  context: z.RefinementCtx,
): void {
  if (post.bodyFormat !== 'MARKDOWN') return;
  const problem = markdownImageProblem(post.description);
  if (problem) context.addIssue({ code: 'custom', path: ['description'], message: problem });
}

export const blogPostFieldsSchema = z.object(blogPostFieldsShape).superRefine(checkBodyImages);
export type BlogPostFieldsInput = z.input<typeof blogPostFieldsSchema>;
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

export const RENDER_MARKDOWN_MAX_LENGTH = BLOG_DESCRIPTION_MAX_LENGTH;
