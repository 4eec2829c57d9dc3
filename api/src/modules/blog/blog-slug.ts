import { BLOG_SLUG_MAX_LENGTH } from '../../../../common/blog';
import type { ServiceContext } from '../../shared/context';
import { firstFreeSlug, slugify } from '../../shared/slug';
import { BlogPost } from './blog-post.entity';

/** A slug no other post has: 'SEO in 2026: What Changed?' -> 'seo-in-2026-what-changed'. */
export async function uniqueBlogSlug(
  ctx: Pick<ServiceContext, 'em'>,
  title: string,
): Promise<string> {
  const base = slugify(title, BLOG_SLUG_MAX_LENGTH, 'post');
  const taken = await ctx.em.find(
    BlogPost,
    { slug: { $like: `${base}%` } },
    { fields: ['slug'], disableIdentityMap: true },
  );
  return firstFreeSlug(base, new Set(taken.map((post) => post.slug)));
}
