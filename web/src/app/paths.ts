import { BLOG_CATEGORY_INFO, type BlogCategoryKey } from '../../../common/blog';

/** Every address the web app links to, in one place. */
export const paths = {
  home: '/',
  blogList: (category: BlogCategoryKey) => `/blog/${BLOG_CATEGORY_INFO[category].segment}`,
  blogPost: (category: BlogCategoryKey, slug: string) =>
    `/blog/${BLOG_CATEGORY_INFO[category].segment}/${slug}`,
} as const;

/** The spec hides the public navigation and footer on staff and login addresses. */
export function isStaffAddress(pathname: string): boolean {
  return /admin|employee|marketing|login/.test(pathname);
}
