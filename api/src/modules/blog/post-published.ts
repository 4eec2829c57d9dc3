import type { Em } from '../../db/orm';
import type { BlogPost } from './blog-post.entity';

/**
 * The one place a post going live is announced: 'Publish now', a new post published at once
 * and the scheduler all call it, inside the transaction that made the post live, so it runs
 * exactly once per publication (a rolled-back publication announces nothing). The 'post.published'
 * event (webhooks) is emitted from here.
 */
export async function onPostPublished(_em: Em, _post: BlogPost): Promise<void> {
  // Nothing listens yet: the page caches are cleared by the commit itself (PublicContentSubscriber
  // for flushes, the scheduler's own notification for its claims).
}
