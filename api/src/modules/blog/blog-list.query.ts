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

/**
 * A post of the list as the statement hands it over: PostgreSQL's JSON of the row, so numbers
 * are numbers, dates are ISO text and the image's variants an object, on either database.
 */
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
  publish_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** The uploaded image's fields (left join: null when the post has none). */
  asset_id: number | null;
  asset_storage_key: string | null;
  asset_mime_type: string | null;
  asset_width: number | null;
  asset_height: number | null;
  asset_variants: PictureAsset['variants'] | null;
}

/** A page of the list, with how many posts match in all when that was asked for. */
export interface BlogListPage {
  rows: BlogListRow[];
  total?: number;
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
const ORDER: Record<BlogAudience, (table: string) => string> = {
  visitors: (table) => `${table}.published_at desc, ${table}.id desc`,
  staff: (table) => `${table}.created_at desc, ${table}.id desc`,
};

/**
 * The list is the busiest read of the site (every blog page, the REST facade, GraphQL), so its
 * statement is written out: building it with the ORM's query builder cost more CPU than
 * PostgreSQL spent running it. Values travel as parameters, never in the text. PostgreSQL plans
 * it once per connection (preparedRead).
 *
 * The page comes back as one JSON value, kept in the list's order: the drivers read a row's
 * every field through their wire-protocol parsers in JavaScript, which for a page of twelve
 * posts cost more than PostgreSQL spent finding them; one JSON text is parsed natively. The
 * total is a count beside the page, in the same statement, so a page past the end still has it:
 * a window count (count(*) over ()) would read and keep every matching post, text included.
 */
export async function listBlogRows(
  ctx: ServiceContext,
  input: ListInput,
  audience: BlogAudience,
  { withTotal }: { withTotal: boolean },
): Promise<BlogListPage> {
  const { where, params } = filter(input, audience);
  const order = ORDER[audience];
  const page = `select ${COLUMNS} from ${FROM}${where} order by ${order('post')} limit ? offset ?`;
  const posts = `coalesce(json_agg(page order by ${order('page')}), '[]')`;
  const total = withTotal
    ? `, (select count(*) from blog_post post${where}) as matching_posts`
    : '';
  const [row] = await preparedRead<{ posts: BlogListRow[]; matching_posts?: string | number }>(
    ctx.em,
    `select (select ${posts} from (${page}) page) as posts${total}`,
    [...params, input.limit, input.offset, ...(withTotal ? params : [])],
  );
  return {
    rows: row?.posts ?? [],
    ...(withTotal ? { total: Number(row?.matching_posts ?? 0) } : {}),
  };
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
