import type { Em } from '../../db/orm';
import type { PublishingTask } from '../publishing/publishing.public';
import { BlogPost } from './blog-post.entity';
import { onPostPublished } from './post-published';

/**
 * Scheduled posts whose moment has come go live: one UPDATE claims them (a post another server
 * claimed first is no longer SCHEDULED when this one's UPDATE reaches it), they take their
 * scheduled moment as their publication date, and each is announced once.
 */
export function publishDuePosts(
  announce: (em: Em, post: BlogPost) => Promise<void> = onPostPublished,
): PublishingTask {
  return {
    name: 'posts',
    run: async (em, now) => {
      const claimed = await em.execute<{ id: number }[]>(
        `update blog_post
            set status = 'PUBLISHED', published_at = coalesce(published_at, publish_at),
                publish_at = null, updated_at = ?
          where status = 'SCHEDULED' and publish_at <= ?
      returning id`,
        [now, now],
      );
      const ids = claimed.map((row) => row.id);
      if (!ids.length) return [];
      const posts = await em.find(BlogPost, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
      for (const post of posts) await announce(em, post);
      return ids;
    },
  };
}
