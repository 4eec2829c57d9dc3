import type { ObjectQuery } from '@mikro-orm/core';
import {
  blogListInputSchema,
  blogPostRefSchema,
  type BlogListInput,
} from '../../../../common/blog.schemas';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import type { PictureAsset } from '../media/media.public';
import { matchesPreview, previewSubject } from '../publishing/publishing.public';
import { BlogPost } from './blog-post.entity';
import {
  listBlogRows,
  type BlogAudience,
  type BlogListRow,
  type ListBody,
} from './blog-list.query';
import type { PostSummary } from './blog-summary';
import { livePosts } from './live-posts';
import { publicOperation } from '../../shared/auth/operation';

export interface BlogPostPage<Item = BlogListItem> {
  items: Item[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * What a list shows of a post: plain data, not tracked by the EntityManager, with the uploaded
 * image's sizes so the page can offer them.
 */
type ListedPost = Pick<
  BlogPost,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'image'
  | 'bodyFormat'
  | 'metaTitle'
  | 'metaDescription'
  | 'canonicalUrl'
  | 'status'
  | 'publishAt'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
> & {
  imageAsset?: PictureAsset | null | undefined;
  /**
   * A list row's author and social image, as ids only: field resolvers load them when a query
   * asks (a post read whole has the entities instead).
   */
  authorId?: number | null;
  socialImageId?: number | null;
};

/** A listed post with its body. */
export type BlogPostRecord = ListedPost & { description: string };

/** A listed post read for its card: the summary kept with it instead of its body. */
export type BlogPostCard = ListedPost & { description?: undefined; summary: PostSummary };

export type BlogListItem = BlogPostRecord | BlogPostCard;

export type { BlogAudience } from './blog-list.query';

/** Live posts with their bodies, newest first, filtered by category and a search, paged. */
export const listBlogPosts = publicOperation(
  (ctx: ServiceContext, input: BlogListInput): Promise<BlogPostPage<BlogPostRecord>> =>
    pageOfPosts(ctx, input, 'visitors', 'whole').then(withBodies),
);

/**
 * The same list for showing cards: each post's kept summary instead of its body, which a page
 * of cards never shows (a post written before summaries were kept comes with its body).
 */
export const listBlogPostCards = publicOperation(
  (ctx: ServiceContext, input: BlogListInput): Promise<BlogPostPage> =>
    pageOfPosts(ctx, input, 'visitors', 'summary'),
);

/**
 * A page of posts with the total. Only the back office's own operation (blog-admin.service.ts,
 * admins only) asks for 'staff'; every public entry point goes through listBlogPosts or
 * listBlogPostCards.
 */
export async function pageOfPosts(
  ctx: ServiceContext,
  input: BlogListInput,
  audience: BlogAudience,
  body: ListBody,
): Promise<BlogPostPage> {
  const parsed = parseInput(blogListInputSchema, input);
  const { rows, total = 0 } = await listBlogRows(ctx, parsed, audience, { withTotal: true, body });
  return { items: rows.map(toItem), total, offset: parsed.offset, limit: parsed.limit };
}

/** The same list without a total, for clients that never asked for one (the REST facade). */
export const listBlogPostItems = publicOperation(
  async (ctx: ServiceContext, input: BlogListInput): Promise<BlogPostRecord[]> => {
    const parsed = parseInput(blogListInputSchema, input);
    const { rows } = await listBlogRows(ctx, parsed, 'visitors', {
      withTotal: false,
      body: 'whole',
    });
    return rows.map((row) => withBody(toItem(row)));
  },
);

/** A page read with 'whole' bodies, typed as such. */
function withBodies(page: BlogPostPage): BlogPostPage<BlogPostRecord> {
  return { ...page, items: page.items.map(withBody) };
}

function withBody(item: BlogListItem): BlogPostRecord {
  if (item.description === undefined) throw new Error(`Post ${item.id} was read without its body`);
  return item;
}

/**
 * Lists are read-only, so their rows skip the EntityManager's identity map: on a busy list
 * page that bookkeeping cost more than the query itself.
 */
function toItem(row: BlogListRow): BlogListItem {
  const listed: ListedPost = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    image: row.image,
    bodyFormat: row.body_format,
    authorId: row.author_id,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    canonicalUrl: row.canonical_url,
    socialImageId: row.social_image_id,
    status: row.status,
    publishAt: row.publish_at === null ? null : new Date(row.publish_at),
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    imageAsset: assetOf(row),
  };
  if (row.description !== null) return { ...listed, description: row.description };
  // Read without its body only because both parts of its summary are kept (hooks set both).
  if (row.excerpt == null || row.reading_time_minutes == null) {
    throw new Error(`Post ${row.id} was read without its body or its summary`);
  }
  return {
    ...listed,
    summary: { excerpt: row.excerpt, readingTimeMinutes: row.reading_time_minutes },
  };
}

function assetOf(row: BlogListRow): PictureAsset | null {
  if (row.asset_id === null || !row.asset_storage_key || !row.asset_mime_type) return null;
  return {
    id: row.asset_id,
    storageKey: row.asset_storage_key,
    mimeType: row.asset_mime_type,
    width: row.asset_width,
    height: row.asset_height,
    variants: row.asset_variants,
  };
}

export interface BlogPostRef {
  id?: number | null | undefined;
  slug?: string | null | undefined;
  /** A preview link's token: opens the post it was made for whatever its state. */
  preview?: string | null | undefined;
}

/** A live post by id or slug; with a valid preview token, the draft the token names. */
export const getBlogPost = publicOperation(
  async (ctx: ServiceContext, ref: BlogPostRef): Promise<BlogPost> => {
    const { id, slug } = parseInput(blogPostRefSchema, ref);
    const where: ObjectQuery<BlogPost> = id !== undefined ? { id } : { slug: slug ?? '' };
    if (ref.preview) return previewedPost(ctx, where, ref.preview);
    const post = await ctx.em.findOne(
      BlogPost,
      { ...where, ...livePosts() },
      { populate: ['imageAsset', 'author', 'socialImage'] },
    );
    if (!post) throw new NotFoundError('Blog post not found');
    return post;
  },
);

async function previewedPost(
  ctx: ServiceContext,
  where: ObjectQuery<BlogPost>,
  token: string,
): Promise<BlogPost> {
  const subject = previewSubject(ctx, 'post', token);
  const post = await ctx.em.findOne(BlogPost, where, {
    populate: ['imageAsset', 'author', 'socialImage'],
  });
  if (!post || !matchesPreview(subject, post)) {
    throw new NotFoundError('This preview link is for another version of the post: open a new one');
  }
  return post;
}

export type BlogPostAddress = Pick<BlogPost, 'category' | 'slug' | 'updatedAt'>;

/** Every live post's address parts and last change, newest first (the sitemap lists them). */
export const listBlogPostAddresses = publicOperation(
  async (ctx: ServiceContext): Promise<BlogPostAddress[]> => {
    return ctx.em.find(BlogPost, livePosts(), {
      fields: ['category', 'slug', 'updatedAt'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
      disableIdentityMap: true,
    });
  },
);
