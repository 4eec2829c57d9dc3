import type { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import type { blogListInputSchema } from '../../../../common/blog.schemas';
import { LIVE_STATUS } from '../../../../common/publishing';
import { preparedRead, type ReadValue } from '../../db/prepared-read';
import type { ServiceContext } from '../../shared/context';
import { containsPattern } from '../../shared/like-pattern';
import type { PictureAsset } from '../media/media.public';
import type { BlogPost } from './blog-post.entity';

type ListInput = z.output<typeof blogListInputSchema>;

/** Which posts a list reads: only live ones for visitors, every one for the back office. */
export type BlogAudience = 'visitors' | 'staff';

/** A row of the list as PostgreSQL returns it (dates as text from the embedded database). */
export interface BlogListRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: BlogPost['category'];
  image: string | null;
  body_format: BlogPost['bodyFormat'];
  author_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  social_image_id: number | null;
  status: BlogPost['status'];
  publish_at: Date | string | null;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Only when asked for with the page: how many posts match in all. */
  matching_posts?: string | number;
  /** The uploaded image's fields (left join: null when the post has none). */
  asset_id: number | null;
  asset_storage_key: string | null;
  asset_mime_type: string | null;
  asset_width: number | null;
  asset_height: number | null;
  asset_variants: PictureAsset['variants'] | string;
}

const COLUMNS = [
  'post.id, post.slug, post.title, post.description, post.category, post.image',
  'post.body_format, post.author_id, post.meta_title, post.meta_description',
  'post.canonical_url, post.social_image_id',
  'post.status, post.publish_at, post.published_at, post.created_at, post.updated_at',
  'asset.id as asset_id, asset.storage_key as asset_storage_key',
  'asset.mime_type as asset_mime_type, asset.width as asset_width',
  'asset.height as asset_height, asset.variants as asset_variants',
].join(', ');

/** The posts with their uploaded images' fields, joined in the same statement. */
const FROM = 'blog_post post left join media_asset asset on asset.id = post.image_asset_id';

/** Visitors read posts in the order they went live; staff see drafts (not yet live) first. */
const ORDER: Record<BlogAudience, string> = {
  visitors: 'post.published_at desc, post.id desc',
  staff: 'post.created_at desc, post.id desc',
};

/**
 * The list is the busiest read of the site (every blog page, the REST facade, GraphQL), so its
 * statement is written out: building it with the ORM's query builder cost more CPU than
 * PostgreSQL spent running it. Values travel as parameters, never in the text. The total is a
 * count beside the page: a window count (count(*) over ()) would read and keep every matching
 * post, text included, three times the work on a page of twelve. PostgreSQL plans it once per
 * connection (preparedRead).
 */
export function listBlogRows(
  ctx: ServiceContext,
  input: ListInput,
  audience: BlogAudience,
  { withTotal }: { withTotal: boolean },
): Promise<BlogListRow[]> {
  const { where, params } = filter(input, audience);
  // The inner alias hides the outer one: the same conditions count every matching post.
  const total = withTotal
    ? `, (select count(*) from blog_post post${where}) as matching_posts`
    : '';
  return preparedRead<BlogListRow>(
    ctx.em,
    `select ${COLUMNS}${total} from ${FROM}${where} order by ${ORDER[audience]} limit ? offset ?`,
    [...(withTotal ? params : []), ...params, input.limit, input.offset],
  );
}

/** How many posts match, for a page past the end (which has no row to carry the total). */
export async function countBlogPosts(
  ctx: ServiceContext,
  input: ListInput,
  audience: BlogAudience,
): Promise<number> {
  const { where, params } = filter(input, audience);
  const [row] = await preparedRead<{ matching_posts: string | number }>(
    ctx.em,
    `select count(*) as matching_posts from blog_post post${where}`,
    params,
  );
  return Number(row?.matching_posts ?? 0);
}

/**
 * Live posts only for visitors (drafts, scheduled and archived posts never reach them); in one
 * category; the search text in the title or the text, or naming the category.
 */
function filter(
  { category, search }: ListInput,
  audience: BlogAudience,
): { where: string; params: ReadValue[] } {
  const conditions: string[] = [];
  const params: ReadValue[] = [];
  if (audience === 'visitors') {
    conditions.push('post.status = ?');
    params.push(LIVE_STATUS);
  }
  if (category) {
    conditions.push('post.category = ?');
    params.push(category);
  }
  if (search) {
    const pattern = containsPattern(search);
    const lowered = search.toLowerCase();
    const named = BLOG_CATEGORIES.filter((key) =>
      BLOG_CATEGORY_INFO[key].label.toLowerCase().includes(lowered),
    );
    const byCategory = named.length
      ? ` or post.category in (${named.map(() => '?').join(', ')})`
      : '';
    conditions.push(`(post.title ilike ? or post.description ilike ?${byCategory})`);
    params.push(pattern, pattern, ...named);
  }
  return { where: conditions.length ? ` where ${conditions.join(' and ')}` : '', params };
}
