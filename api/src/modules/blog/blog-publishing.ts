import { blogPostPath } from '../../../../common/blog';
import type { Em } from '../../db/orm';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import type { BlogPost } from './blog-post.entity';

/**
 * The moment a post becomes visible to visitors (today: when it is created). Call it in the
 * transaction that makes it visible, after the post has its id.
 */
export function announcePostPublished(em: Em, post: BlogPost): Promise<void> {
  return recordWebhookEvent(em, 'post.published', {
    id: post.id,
    slug: post.slug,
    path: blogPostPath(post.category, post.slug),
    title: post.title,
    category: post.category,
    publishedAt: new Date().toISOString(),
  });
}
