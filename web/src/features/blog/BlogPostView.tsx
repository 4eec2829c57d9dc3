import { Link, useLocation } from 'react-router-dom';
import { BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { paths } from '../../lib/paths';
import type { BlogPostBySlugQuery } from '../../graphql/graphql';
import { PublicationDate } from './PublicationDate';
import { PostImage } from './PostImage';

type Post = BlogPostBySlugQuery['blogPost'];

/** The post's column: .container--narrow, 800 px less its padding. */
const POST_IMAGE_SIZES = '(max-width: 800px) calc(100vw - 2rem), 768px';

export function BlogPostView({ post }: { post: Post }) {
  const state: unknown = useLocation().state;
  const listSearch = hasListSearch(state) ? state.listSearch : '';
  return (
    <article className="blog-post">
      <Link className="button button--ghost" to={paths.blogList(post.category) + listSearch}>
        Back to Blog List
      </Link>
      <PostImage
        className="blog-post__image"
        picture={post.picture}
        sizes={POST_IMAGE_SIZES}
        priority
      />
      <p className="blog-card__meta">
        <span className="badge">{BLOG_CATEGORY_INFO[post.category].label}</span>
        <PublicationDate post={post} />
        <span>{post.readingTimeMinutes} min read</span>
        {post.author && <span>By {post.author.name}</span>}
      </p>
      <h1>{post.title}</h1>
      {/* Rendered and sanitised on the server (allow-listed tags, no scripts or handlers). */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
    </article>
  );
}

function hasListSearch(state: unknown): state is { listSearch: string } {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { listSearch?: unknown }).listSearch === 'string'
  );
}
