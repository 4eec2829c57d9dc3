import type { FilterQuery } from '@mikro-orm/core';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_INFO,
  blogListInputSchema,
  blogPostRefSchema,
  type BlogListInput,
} from '../../../../common/blog';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { containsPattern } from '../../shared/like-pattern';
import { parseInput } from '../../shared/validation';
import { BlogPost } from './blog-post.entity';

export interface BlogPostPage {
  items: BlogPost[];
  total: number;
  offset: number;
  limit: number;
}

/** Newest first, filtered by category and a case-insensitive search, paged in the database. */
export async function listBlogPosts(
  ctx: ServiceContext,
  input: BlogListInput,
): Promise<BlogPostPage> {
  const { category, search, offset, limit } = parseInput(blogListInputSchema, input);
  const where: FilterQuery<BlogPost> = {};
  if (category) where.category = category;
  if (search) where.$or = searchConditions(search);
  const [items, total] = await ctx.em.findAndCount(BlogPost, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    offset,
    limit,
  });
  return { items, total, offset, limit };
}

/** Title or description contain the text, or the category's label does. */
function searchConditions(search: string): FilterQuery<BlogPost>[] {
  const pattern = containsPattern(search);
  const conditions: FilterQuery<BlogPost>[] = [
    { title: { $ilike: pattern } },
    { description: { $ilike: pattern } },
  ];
  const lowered = search.toLowerCase();
  const categories = BLOG_CATEGORIES.filter((key) =>
    BLOG_CATEGORY_INFO[key].label.toLowerCase().includes(lowered),
  );
  if (categories.length) conditions.push({ category: { $in: categories } });
  return conditions;
}

export async function getBlogPost(
  ctx: ServiceContext,
  ref: { id?: number | null | undefined; slug?: string | null | undefined },
): Promise<BlogPost> {
  const { id, slug } = parseInput(blogPostRefSchema, ref);
  const post = await ctx.em.findOne(BlogPost, id !== undefined ? { id } : { slug: slug ?? '' });
  if (!post) throw new NotFoundError('Blog post not found');
  return post;
}
