import type { ServiceContext } from '../../shared/context';
import { BlogPost } from './blog-post.entity';

/** Slugs are at most 160 characters; room is left for a '-123' suffix. */
const BASE_MAX_LENGTH = 150;

/** 'SEO in 2026: What Changed?' -> 'seo-in-2026-what-changed'. */
export function blogSlugFor(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, BASE_MAX_LENGTH).replace(/-+$/, '') || 'post';
}

/** A slug no other post has: the title's, or the title's with the first free number after it. */
export async function uniqueBlogSlug(ctx: ServiceContext, title: string): Promise<string> {
  const base = blogSlugFor(title);
  const taken = await ctx.em.find(
    BlogPost,
    { slug: { $like: `${base}%` } },
    { fields: ['slug'], disableIdentityMap: true },
  );
  const slugs = new Set(taken.map((post) => post.slug));
  if (!slugs.has(base)) return base;
  let suffix = 2;
  while (slugs.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
