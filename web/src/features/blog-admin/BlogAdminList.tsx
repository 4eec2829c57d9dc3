import { LinkedArticle } from '../../components/LinkedArticle';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { BLOG_DRAWING_SIZE, BLOG_PLACEHOLDER_IMAGE } from '../../lib/blog-images';
import { formatStaffDate } from '../../lib/format-date';
import { BLOG_CATEGORY_INFO, excerpt } from '../../../../common/blog';
import type { BlogAdminPostFragment } from '../../graphql/graphql';
import { PublishingButtons } from '../../components/PublishingDialogs';
import { StatusBadge } from '../../components/StatusBadge';
import type { PostPublishingDialog } from './PostPublishingDialogs';

/** The original Blogs screen showed the first 14 words of each post. */
const BLOG_ADMIN_EXCERPT_WORDS = 14;

interface BlogAdminListProps {
  posts: readonly BlogAdminPostFragment[];
  onEdit: (post: BlogAdminPostFragment) => void;
  onDelete: (post: BlogAdminPostFragment) => void;
  /** Opens the post's Publishing, Preview or Revisions dialog. */
  onPublishing: (dialog: PostPublishingDialog) => void;
  /** The post a dashboard or search link named: marked and scrolled to. */
  linkedId?: string | null;
}

export function BlogAdminList({
  posts,
  onEdit,
  onDelete,
  onPublishing,
  linkedId = null,
}: BlogAdminListProps) {
  return (
    <ul className="blog-admin__list">
      {posts.map((post) => (
        <li key={post.id}>
          <LinkedArticle
            className="blog-admin__post"
            labelledBy={`blog-${post.id}-title`}
            linked={post.id === linkedId}
          >
            <ResponsiveImage
              className="blog-admin__thumb"
              image={post.cardPicture}
              placeholder={BLOG_PLACEHOLDER_IMAGE}
              sizes="8rem"
              fallbackSize={BLOG_DRAWING_SIZE}
              alt=""
            />
            <div>
              <h2 id={`blog-${post.id}-title`}>{post.title}</h2>
              <p className="blog-admin__facts">
                <StatusBadge status={post.status} publishAt={post.publishAt} />{' '}
                {BLOG_CATEGORY_INFO[post.category].label} · {formatStaffDate(post.createdAt)}
              </p>
              <p>{excerpt(post.description, BLOG_ADMIN_EXCERPT_WORDS)}</p>
              <div className="blog-form__actions">
                <button type="button" className="button button--small" onClick={() => onEdit(post)}>
                  Update<span className="visually-hidden"> {post.title}</span>
                </button>
                <PublishingButtons
                  itemTitle={post.title}
                  onOpen={(kind) => onPublishing({ kind, post })}
                />
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => onDelete(post)}
                >
                  Delete<span className="visually-hidden"> {post.title}</span>
                </button>
              </div>
            </div>
          </LinkedArticle>
        </li>
      ))}
    </ul>
  );
}
