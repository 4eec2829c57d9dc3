import type { Em } from '../../db/orm';
import { claimDueScheduled, type PublishingTask } from '../publishing/publishing.public';
import { BlogPost } from './blog-post.entity';
import { onPostPublished } from './post-published';

/** Scheduled posts whose moment has come go live, and each is announced once. */
export function publishDuePosts(
  announce: (em: Em, post: BlogPost) => Promise<void> = onPostPublished,
): PublishingTask {
  return {
    name: 'posts',
    run: async (em, now) => {
      const ids = await claimDueScheduled(em, 'blog_post', now);
      if (!ids.length) return [];
      const posts = await em.find(BlogPost, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
      for (const post of posts) await announce(em, post);
      return ids;
    },
  };
}
