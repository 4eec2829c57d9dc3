import { blogPostPath } from '../../../../common/blog';
import type { MediaUsage, MediaUsageCheck } from '../media/media.public';
import { BlogPost } from './blog-post.entity';

/** The blog posts showing each image, for the media library's "used in" column. */
export const blogImageUsage: MediaUsageCheck = async (ctx, assetIds) => {
  const usage = new Map<number, MediaUsage[]>();
  const posts = await ctx.em.find(
    BlogPost,
    { imageAsset: { $in: assetIds } },
    { fields: ['title', 'slug', 'category', 'imageAsset'] },
  );
  for (const post of posts) {
    const assetId = post.imageAsset?.id;
    if (!assetId) continue;
    const address = blogPostPath(post.category, post.slug);
    usage.set(assetId, [...(usage.get(assetId) ?? []), { title: post.title, address }]);
  }
  return usage;
};
