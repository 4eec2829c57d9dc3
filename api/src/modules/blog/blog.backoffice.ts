import { ADMIN_LINKS } from '../../../../common/backoffice';
import { BLOG_CATEGORY_INFO } from '../../../../common/blog';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  DashboardContribution,
  SearchHit,
} from '../../shared/backoffice-contributor';
import { BlogPost } from './blog-post.entity';

/** Blog posts on the dashboard and in the admin search. */
export const contentBackoffice: BackofficeContributor = {
  dashboard: contentDashboard,
  search: searchPosts,
};

async function contentDashboard(ctx: ServiceContext): Promise<DashboardContribution> {
  const [posts, recent] = await Promise.all([
    ctx.em.count(BlogPost, {}),
    ctx.em.find(BlogPost, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
  ]);
  return {
    figures: [{ key: 'posts', label: 'Blog posts', value: posts, unit: 'COUNT' }],
    activity: recent.map((post) => ({
      kind: 'POST',
      title: `Post published: ${post.title}`,
      detail: BLOG_CATEGORY_INFO[post.category].label,
      at: post.createdAt,
      link: ADMIN_LINKS.post(post.id),
    })),
  };
}

async function searchPosts(ctx: ServiceContext, pattern: string, limit: number) {
  const posts = await ctx.em.find(
    BlogPost,
    { $or: [{ title: { $ilike: pattern } }, { description: { $ilike: pattern } }] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return posts.map((post): SearchHit => ({
    kind: 'POST',
    id: post.id,
    title: post.title,
    detail: BLOG_CATEGORY_INFO[post.category].label,
    link: ADMIN_LINKS.post(post.id),
    at: post.createdAt,
  }));
}
