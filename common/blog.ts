/**
 * Blog rules shared by the api and the web app: the categories, where each lives on the site,
 * and how a card summarises a post.
 */
import { z } from 'zod';
import { cleanText } from './text';

export const BLOG_CATEGORIES = ['EDUCATIONAL_CONTENT', 'REGULAR_UPDATE', 'SEO_BENEFITS'] as const;
export type BlogCategoryKey = (typeof BLOG_CATEGORIES)[number];

interface BlogCategoryInfo {
  /** The label the original site stored in a post's `option` field. */
  label: string;
  /** The path segment of the category's list page: /blog/<segment>. */
  segment: string;
  heading: string;
}

export const BLOG_CATEGORY_INFO: Record<BlogCategoryKey, BlogCategoryInfo> = {
  EDUCATIONAL_CONTENT: {
    label: 'Educational Content',
    segment: 'education',
    heading: 'Welcome to the Educational Blog',
  },
  REGULAR_UPDATE: {
    label: 'Regular Update',
    segment: 'regular',
    heading: 'Welcome to the Regular Update Blog',
  },
  SEO_BENEFITS: {
    label: 'SEO Benefits',
    segment: 'seo',
    heading: 'Welcome to the SEO Benefits Blog',
  },
};

export function categoryBySegment(segment: string): BlogCategoryKey | undefined {
  return BLOG_CATEGORIES.find((key) => BLOG_CATEGORY_INFO[key].segment === segment);
}

/** The original REST clients sent either the label or the short segment ('regular'). */
export function categoryByOption(option: string): BlogCategoryKey | undefined {
  const wanted = option.trim().toLowerCase();
  return BLOG_CATEGORIES.find((key) => {
    const info = BLOG_CATEGORY_INFO[key];
    return info.label.toLowerCase() === wanted || info.segment === wanted;
  });
}

export const EXCERPT_WORDS = 35;

/** First `words` words of a text, followed by '...' when the text was longer. */
export function excerpt(text: string, words = EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')}...`;
}

/** Reading time in minutes: one minute per started thousand characters. */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(text.length / 1000);
}

/** Paragraphs of a post body: one per non-empty line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_SEARCH_MAX_LENGTH = 200;

export const blogListInputSchema = z.object({
  // GraphQL sends null for an omitted optional argument; both mean 'no filter'.
  category: z
    .enum(BLOG_CATEGORIES)
    .nullish()
    .transform((value) => value ?? undefined),
  search: cleanText('search', BLOG_SEARCH_MAX_LENGTH)
    .nullish()
    .transform((value) => value || undefined),
  offset: z.number().int().min(0, 'offset must not be negative').max(100_000).default(0),
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
