import {
  BLOG_CATEGORY_INFO,
  BLOG_FEED_PATH,
  blogCategoryFeedPath,
  type BlogCategoryKey,
} from '../../../../common/blog';
import { SITE } from '../../../../common/site';

/** Tells feed readers where the RSS feeds are: the category's and the whole blog's. */
export function BlogFeedLinks({ category }: { category: BlogCategoryKey }) {
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${SITE.name} blog: ${BLOG_CATEGORY_INFO[category].label}`}
        href={blogCategoryFeedPath(category)}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${SITE.name} blog`}
        href={BLOG_FEED_PATH}
      />
    </>
  );
}
