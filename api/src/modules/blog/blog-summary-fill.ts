import type { Em } from '../../db/orm';
import { BlogPost } from './blog-post.entity';
import { postSummary } from './blog-summary';

/** How many posts are read at a time: a large blog is never held in memory at once. */
const BATCH = 200;

/**
 * Gives posts written before summaries were kept their cards' summaries; run at start, under the
 * schema lock. Written directly, not through the entity, so a post's last-changed time (its feed
 * and sitemap date) stays when nothing about it changed. Returns how many posts it filled.
 */
export async function fillMissingPostSummaries(em: Em): Promise<number> {
  let filled = 0;
  for (;;) {
    const posts = await em.find(
      BlogPost,
      { excerpt: null },
      { fields: ['description', 'bodyFormat'], limit: BATCH, disableIdentityMap: true },
    );
    for (const post of posts) await em.nativeUpdate(BlogPost, { id: post.id }, postSummary(post));
    filled += posts.length;
    if (posts.length < BATCH) return filled;
  }
}
