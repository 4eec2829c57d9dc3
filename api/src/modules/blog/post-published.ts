import { blogPostPath } from '../../../../common/blog';
import type { Em } from '../../db/orm';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import type { BlogPost } from './blog-post.entity';

/**
 * The one place a post going live is announced: 'Publish now', a new post published at once
 * and the scheduler all call it, inside the transaction that made the post live, so it runs
 * exactly once per publication (a rolled-back publication announces nothing). Saving a draft or
 * a schedule announces nothing. The page caches are cleared by the commit itself
 * (PublicContentSubscriber for flushes, the scheduler's own notification for its claims).
 */
export function onPostPublished(em: Em, post: BlogPost): Promise<void> {
  return announcePostPublished(em, post);
}

/** The 'post.published' webhook event, after the post has its id. */
export function announcePostPublished(em: Em, post: BlogPost): Promise<void> {
  return recordWebhookEvent(em, 'post.published', {
    id: post.id,
    slug: post.slug,
    path: blogPostPath(post.category, post.slug),
    title: post.title,
    category: post.category,
    publishedAt: (post.publishedAt ?? new Date()).toISOString(),
  });
}
