import { Router, type Response } from 'express';
import { Feed } from 'feed';
import {
  BLOG_CATEGORY_INFO,
  BLOG_FEED_PATH,
  blogCategoryFeedPath,
  blogPostPath,
  categoryBySegment,
  type BlogCategoryKey,
} from '../../../common/blog';
import { SITE } from '../../../common/site';
import type { Orm } from '../db/orm';
import { postBodyHtml } from '../modules/blog/blog-body';
import { postSummary } from '../modules/blog/blog-summary';
import { listBlogPosts, type BlogPostRecord } from '../modules/blog/blog.service';
import { staffFullName, StaffUser } from '../modules/staff/staff.public';
import { freshServiceContext, type AppServices, type ServiceContext } from '../shared/context';
import type { SiteRouteDocs } from '../shared/rest-routes';

/** How many of the newest posts a feed carries. */
export const FEED_ITEMS = 20;

const FEED_CACHE_CONTROL = 'public, max-age=600';

const CATEGORY_FEED_PATH = '/blog/:segment/feed.xml';

const SEGMENTS = Object.values(BLOG_CATEGORY_INFO)
  .map((info) => `\`${info.segment}\``)
  .join(', ');

const FEED_ANSWERS = {
  200: {
    description: 'RSS 2.0: the newest live posts, each with its summary and whole body as HTML',
    type: 'application/rss+xml',
  },
} as const;

/** The feeds as the OpenAPI document describes them (served at the site's own addresses). */
export const blogFeedRouteDocs: readonly SiteRouteDocs[] = [
  {
    method: 'get',
    path: BLOG_FEED_PATH,
    access: 'public',
    summary: 'RSS feed of the blog',
    description:
      `The ${FEED_ITEMS} posts that went live most recently, in every category. ` +
      'Drafts, scheduled and archived posts never appear.',
    responses: FEED_ANSWERS,
  },
  {
    method: 'get',
    path: CATEGORY_FEED_PATH,
    access: 'public',
    summary: 'RSS feed of one blog category',
    description:
      `The ${FEED_ITEMS} posts of one category that went live most recently; \`segment\` is ` +
      `the category's address: ${SEGMENTS}.`,
    responses: {
      ...FEED_ANSWERS,
      404: { description: 'No category has this segment (the page server answers)' },
    },
  },
];

/**
 * GET /blog/feed.xml (every post) and /blog/<category>/feed.xml: RSS 2.0 with the newest live
 * posts (the public list's filter: drafts, scheduled and archived posts never appear), each with
 * its summary and its whole body (addresses made absolute, as feed readers need).
 */
export function blogFeeds({
  orm,
  services,
  publicUrl,
}: {
  orm: Orm;
  services: AppServices;
  publicUrl: string;
}): Router {
  const router = Router();
  const send = async (res: Response, category?: BlogCategoryKey) => {
    const ctx = freshServiceContext(orm, services);
    const xml = await blogFeedXml(ctx, publicUrl, category);
    res
      .type('application/rss+xml; charset=utf-8')
      .set('Cache-Control', FEED_CACHE_CONTROL)
      .send(xml);
  };
  router.get(BLOG_FEED_PATH, async (_req, res) => send(res));
  router.get(CATEGORY_FEED_PATH, async (req, res, next) => {
    const category = categoryBySegment(req.params.segment);
    if (!category) return next();
    await send(res, category);
  });
  return router;
}

export async function blogFeedXml(
  ctx: ServiceContext,
  publicUrl: string,
  category?: BlogCategoryKey,
): Promise<string> {
  // The public list: live posts only, in the order they went live.
  const { items } = await listBlogPosts(ctx, { category, limit: FEED_ITEMS });
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const label = category ? BLOG_CATEGORY_INFO[category].label : undefined;
  const newest = items.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const feed = new Feed({
    title: label ? `${SITE.name} blog: ${label}` : `${SITE.name} blog`,
    description: label
      ? `${label} posts from ${SITE.name}: ${SITE.tagline}`
      : `Posts from ${SITE.name}: ${SITE.tagline}`,
    id: absolute(category ? blogCategoryFeedPath(category) : BLOG_FEED_PATH),
    link: absolute(category ? `/blog/${BLOG_CATEGORY_INFO[category].segment}` : '/'),
    feed: absolute(category ? blogCategoryFeedPath(category) : BLOG_FEED_PATH),
    language: 'en-IN',
    copyright: `© ${SITE.legalName}`,
    updated: newest ?? new Date(),
    generator: false,
  });
  const authors = await authorNames(ctx, items);
  for (const post of items) {
    const link = absolute(blogPostPath(post.category, post.slug));
    const author = post.authorId ? authors.get(post.authorId) : undefined;
    feed.addItem({
      title: post.title,
      link,
      guid: link,
      date: post.publishedAt ?? post.createdAt,
      description: postSummary(post).excerpt,
      content: absoluteAddresses(await postBodyHtml(ctx, post), publicUrl),
      category: [{ name: BLOG_CATEGORY_INFO[post.category].label }],
      // RSS's <author> must be an e-mail address; staff addresses stay private, so the name
      // travels as Dublin Core's creator.
      ...(author && { extensions: [{ name: 'dc:creator', objects: { _text: author } }] }),
    });
  }
  return feed.rss2();
}

async function authorNames(
  ctx: ServiceContext,
  posts: readonly BlogPostRecord[],
): Promise<Map<number, string>> {
  const ids = [...new Set(posts.flatMap((post) => (post.authorId ? [post.authorId] : [])))];
  if (!ids.length) return new Map();
  const authors = await ctx.em.find(StaffUser, { id: { $in: ids } });
  return new Map(authors.map((author) => [author.id, staffFullName(author)]));
}

/** Site paths in href, src and srcset made absolute: a feed is read away from the site. */
export function absoluteAddresses(html: string, publicUrl: string): string {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  return html
    .replace(
      /\s(href|src)="(\/(?!\/)[^"]*)"/g,
      (_, name: string, path: string) => ` ${name}="${absolute(path)}"`,
    )
    .replace(/\ssrcset="([^"]*)"/g, (_, list: string) => {
      const entries = list.split(',').map((entry) => {
        const [url = '', ...rest] = entry.trim().split(/\s+/);
        return [url.startsWith('/') ? absolute(url) : url, ...rest].join(' ');
      });
      return ` srcset="${entries.join(', ')}"`;
    });
}
