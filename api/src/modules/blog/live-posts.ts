import type { ObjectQuery } from '@mikro-orm/core';
import { LIVE_STATUS } from '../../../../common/publishing';
import type { BlogPost } from './blog-post.entity';

/**
 * The one condition every public read of posts adds (lists, counts, a post's page, the sitemap,
 * the REST facade): drafts, scheduled and archived posts never reach visitors.
 */
export function livePosts(): ObjectQuery<BlogPost> {
  return { status: LIVE_STATUS };
}
