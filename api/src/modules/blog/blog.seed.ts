import type { ServiceContext } from '../../shared/context';
import { StaffUser } from '../staff/staff.public';
import { BlogPost } from './blog-post.entity';
import { DEMO_POSTS } from './blog.demo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty blog with the demo posts; a blog that has posts is left alone. */
export async function seedDemoBlogPosts(ctx: ServiceContext, now = new Date()): Promise<number> {
  if ((await ctx.em.count(BlogPost)) > 0) return 0;
  // The first admin signs the demo posts, as a real editor would; without staff (a production
  // demo) they have no author, as the posts from before authors did.
  const author = await ctx.em.findOne(StaffUser, { role: 'ADMIN' }, { orderBy: { id: 'asc' } });
  for (const demo of DEMO_POSTS) {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    ctx.em.create(BlogPost, {
      slug: demo.slug,
      title: demo.title,
      description: demo.description,
      category: demo.category,
      image: demo.image,
      author,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await ctx.em.flush();
  return DEMO_POSTS.length;
}
