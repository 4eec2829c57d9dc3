import type { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import type { blogListInputSchema } from '../../../../common/blog.schemas';
import { LIVE_STATUS } from '../../../../common/publishing';
import { onEmbeddedDatabase, preparedRead, type ReadValue } from '../../db/prepared-read';
import type { ServiceContext } from '../../shared/context';
import { containsPattern } from '../../shared/like-pattern';
import type { PictureAsset } from '../media/media.public';
import type { BlogPost } from './blog-post.entity';

type ListInput = z.output<typeof blogListInputSchema>;

/** Which posts a list reads: only live ones for visitors, every one for the back office. */
export type BlogAudience = 'visitors' | 'staff';

/**
 * A post of the list as the statement hands it over: dates are Date objects from a database
 * server's driver and ISO text from the embedded database's JSON; the variants an object.
 */
export interface BlogListRow {
  id: number;
  slug: string;
  title: string;
  /** Null when the list was read without bodies and the post's summary is kept. */
  description: string | null;
  /** The kept summary, read only for cards (null for a post written before it was kept). */
  excerpt?: string | null;
  reading_time_minutes?: number | null;
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
  /** The uploaded image's fields (left join: null when the post has none). */
  asset_id: number | null;
  asset_storage_key: string | null;
  asset_mime_type: string | null;
  asset_width: number | null;
  asset_height: number | null;
  asset_variants: PictureAsset['variants'];
}

/** A page of the list, with how many posts match in all when that was asked for. */
export interface BlogListPage {
  rows: BlogListRow[];
  total?: number;
}

const OTHER_COLUMNS = [
  'post.category, post.image',
  'post.body_format, post.author_id, post.meta_title, post.meta_description',
  'post.canonical_url, post.social_image_id',
  'post.status, post.publish_at, post.published_at, post.created_at, post.updated_at',
  'asset.id as asset_id, asset.storage_key as asset_storage_key',
  'asset.mime_type as asset_mime_type, asset.width as asset_width',
  'asset.height as asset_height, asset.variants as asset_variants',
].join(', ');

/** Whether a list reads posts' whole bodies, or only what their cards show. */
export type ListBody = 'whole' | 'summary';

/**
 * A list of cards reads each post's kept summary and no body (on the blog list's page the bodies
 * were four fifths of what the statement sent); the body only of a post written before
 * summaries were kept, whose card is then worked out from it. A list with bodies reads no
 * summary: the body gives it (and a database server's driver reads every column it is sent).
 */
const COLUMNS: Record<ListBody, string> = {
  whole: `post.id, post.slug, post.title, post.description, ${OTHER_COLUMNS}`,
  summary: [
    'post.id, post.slug, post.title',
    'case when post.excerpt is null then post.description end as description',
    'post.excerpt, post.reading_time_minutes',
    OTHER_COLUMNS,
  ].join(', '),
};

/**
 * The posts with their uploaded images' fields, joined in the same statement. The image is
 * looked up only for a post that has one: the condition on the post alone becomes a gate
 * before the lookup (offset 0 keeps the planner from folding it into the join, where every
 * post would scan for an image it does not have).
 */
const FROM = [
  'blog_post post left join lateral (',
  'select * from media_asset asset',
  'where post.image_asset_id is not null and asset.id = post.image_asset_id offset 0',
  ') asset on true',
].join(' ');

/** Visitors read posts in the order they went live; staff see drafts (not yet live) first. */
const ORDER: Record<BlogAudience, (table: string) => string> = {
  visitors: (table) => `${table}.published_at desc, ${table}.id desc`,
  staff: (table) => `${table}.created_at desc, ${table}.id desc`,
};

interface ListStatement {
  where: string;
  params: ReadValue[];
  /** How many posts match: the same conditions, counted (with `params`). */
  countSql: string;
  order: (table: string) => string;
  input: ListInput;
  withTotal: boolean;
  /** The columns read (COLUMNS). */
  columns: string;
}

/**
 * The list is the busiest read of the site (every blog page, the REST facade, GraphQL), so its
 * statement is written out: building it with the ORM's query builder cost more CPU than
 * PostgreSQL spent running it. Values travel as parameters, never in the text. PostgreSQL plans
 * it once per connection (preparedRead). The total is a count beside the page in the same
 * statement: a window count (count(*) over ()) would read and keep every matching post.
 */
export function listBlogRows(
  ctx: ServiceContext,
  input: ListInput,
  audience: BlogAudience,
  { withTotal, body }: { withTotal: boolean; body: ListBody },
): Promise<BlogListPage> {
  const { where, params } = filter(input, audience);
  const countSql = `select count(*) from blog_post post${where}`;
  const order = ORDER[audience];
  const statement = { where, params, countSql, order, input, withTotal, columns: COLUMNS[body] };
  return onEmbeddedDatabase(ctx.em) ? pageAsJson(ctx, statement) : pageAsRows(ctx, statement);
}

/**
 * The rows as they are: a database server's driver reads them well, and building JSON would
 * cost the server more than it saves here (about a tenth of the list API's throughput).
 */
async function pageAsRows(
  ctx: ServiceContext,
  { where, params, countSql, order, input, withTotal, columns }: ListStatement,
): Promise<BlogListPage> {
  // The inner alias hides the outer one: the same conditions count every matching post.
  const total = withTotal ? `, (${countSql}) as matching_posts` : '';
  const rows = await preparedRead<BlogListRow & { matching_posts?: string | number }>(
    ctx.em,
    `select ${columns}${total} from ${FROM}${where} order by ${order('post')} limit ? offset ?`,
    [...(withTotal ? params : []), ...params, input.limit, input.offset],
  );
  if (!withTotal) return { rows };
  // A page past the end has no row to carry the total; only then is it counted separately.
  const counted =
    rows[0]?.matching_posts ?? (input.offset === 0 ? 0 : await count(ctx, countSql, params));
  return { rows, total: Number(counted) };
}

/**
 * The page as one JSON value in the list's order, for the embedded database: its driver reads
 * every field of every row through a wire-protocol parser in JavaScript, on the server's own
 * thread, which for a page of twelve posts cost more than PostgreSQL spent finding them; one JSON
 * text is parsed natively. The total rides in the same row, also on a page past the end.
 */
async function pageAsJson(
  ctx: ServiceContext,
  { where, params, countSql, order, input, withTotal, columns }: ListStatement,
): Promise<BlogListPage> {
  const page = `select ${columns} from ${FROM}${where} order by ${order('post')} limit ? offset ?`;
  const posts = `coalesce(json_agg(page order by ${order('page')}), '[]')`;
  const total = withTotal ? `, (${countSql}) as matching_posts` : '';
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

async function count(ctx: ServiceContext, countSql: string, params: ReadValue[]) {
  const [row] = await preparedRead<{ count: string | number }>(ctx.em, countSql, params);
  return Number(row?.count ?? 0);
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
