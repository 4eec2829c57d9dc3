import { Link, useLocation } from 'react-router-dom';
import { BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { paths } from '../../lib/paths';
import type { BlogCard_PostFragment } from '../../graphql/graphql';
import { formatPublicDate } from '../../lib/format-date';
import { PostImage } from './PostImage';

interface BlogCardProps {
  post: BlogCard_PostFragment;
  /** Cards in the first row are in view at once: their images must not wait for lazy loading. */
  inFirstRow?: boolean;
}

export function BlogCard({ post, inFirstRow = false }: BlogCardProps) {
  const titleId = `post-${post.id}-title`;
  // The post remembers the list's search so that 'Back to Blog List' returns to it.
  const { search } = useLocation();
  return (
    <article className="blog-card picture-card surface-card" aria-labelledby={titleId}>
      <PostImage
        className="blog-card__image picture-card__image"
        image={post.image}
        lazy={!inFirstRow}
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="badge">{BLOG_CATEGORY_INFO[post.category].label}</span>
          <time dateTime={post.createdAt}>{formatPublicDate(post.createdAt)}</time>
        </p>
        <h2 id={titleId} className="blog-card__title">
          {post.title}
        </h2>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__footer">
          <span>{post.readingTimeMinutes} min read</span>
          <Link
            className="button button--small"
            to={paths.blogPost(post.category, post.slug)}
            state={{ listSearch: search }}
          >
            See More
            {/* Says which post, for screen readers and crawlers; sighted readers see the card. */}
            <span className="visually-hidden">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
