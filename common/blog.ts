/**
 * Blog rules shared by the api and the web app: the categories, where each lives on the site,
 * and how a card summarises a post. Input schemas live in blog.schemas.ts, so that pages
 * importing these constants do not pull the validation library into the browser.
 */

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

/** A post's public address, such as /blog/education/my-post. */
export function blogPostPath(category: BlogCategoryKey, slug: string): string {
  return `/blog/${BLOG_CATEGORY_INFO[category].segment}/${slug}`;
}

/** The RSS feed of every post. */
export const BLOG_FEED_PATH = '/blog/feed.xml';

/** The RSS feed of one category, beside its list: /blog/education/feed.xml. */
export function blogCategoryFeedPath(category: BlogCategoryKey): string {
  return `/blog/${BLOG_CATEGORY_INFO[category].segment}/feed.xml`;
}

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

/**
 * First `words` words of a text, followed by '...' when the text was longer. Reads only as far
 * as the excerpt needs: a list page makes one for each post, whose text runs to thousands of
 * words.
 */
export function excerpt(text: string, words = EXCERPT_WORDS): string {
  const kept: string[] = [];
  const word = /\S+/g;
  for (let found = word.exec(text); found; found = word.exec(text)) {
    if (kept.length === words) return `${kept.join(' ')}...`;
    kept.push(found[0]);
  }
  return kept.join(' ');
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

/** Limits of a blog list request; the web app keeps addresses within them. */
export const BLOG_SLUG_MAX_LENGTH = 160;
export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_SEARCH_MAX_LENGTH = 200;
export const BLOG_OFFSET_MAX = 100_000;
