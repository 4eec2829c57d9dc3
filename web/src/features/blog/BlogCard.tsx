import { Link, useLocation } from 'react-router-dom';
import { BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { paths } from '../../lib/paths';
import type { BlogCard_PostFragment } from '../../graphql/graphql';
import { PublicationDate } from './PublicationDate';
import { PostImage } from './PostImage';

/**
 * A card's width in the grid (global.css .card-grid inside the 1200 px .container): one column
 * up to 600 px, two up to 900 px, then three.
 */
const CARD_IMAGE_SIZES =
  '(max-width: 600px) calc(100vw - 2rem), (max-width: 900px) calc(50vw - 1.75rem), ' +
  '(max-width: 1200px) calc(33.3vw - 1.7rem), 374px';

interface BlogCardProps {
  post: BlogCard_PostFragment;
  /** The first card's image is the list's main image: it loads first, the others lazily. */
  priority?: boolean;
  /** Screens on which this card is in the first row too: its image is preloaded there. */
  firstRowMedia?: string | undefined;
}

export function BlogCard({ post, priority = false, firstRowMedia }: BlogCardProps) {
  const titleId = `post-${post.id}-title`;
  // The post remembers the list's search so that 'Back to Blog List' returns to it.
  const { search } = useLocation();
  return (
    <article className="blog-card picture-card surface-card" aria-labelledby={titleId}>
      <PostImage
        className="blog-card__image picture-card__image"
        picture={post.cardPicture}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
        priorityMedia={firstRowMedia}
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="badge">{BLOG_CATEGORY_INFO[post.category].label}</span>
          <PublicationDate post={post} />
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
