import { Router } from 'express';
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_PATH } from '../../../common/staff-links';
import { BLOG_CATEGORIES } from '../../../common/blog';
import { paths } from '../../../web/src/lib/paths';
import { PUBLIC_PATHS } from '../../../web/src/lib/public-paths';
import type { Orm } from '../db/orm';
import { listOpenJobAddresses, type JobAddress } from '../modules/careers/careers.service';
import { listBlogPostAddresses, type BlogPostAddress } from '../modules/blog/blog.service';
import { freshServiceContext, type AppServices } from '../shared/context';

/** Staff areas, sign-in, password resets and the APIs: nothing there is for search engines. */
export const CRAWLER_DISALLOWED = [
  '/admin',
  '/employeer',
  '/marketing',
  '/login',
  FORGOT_PASSWORD_PATH,
  PASSWORD_RESET_PATH,
  '/graphql',
  '/api',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  path: string;
  lastModified?: Date | undefined;
}

/**
 * The public pages, then every blog post and open job, with the time each last changed: a post
 * or job's own, and for a list page the newest change among what it lists. Pages of fixed
 * text change only with a release, so they carry no date rather than a made-up one.
 */
export function sitemapXml(
  publicUrl: string,
  posts: readonly BlogPostAddress[],
  jobs: readonly JobAddress[] = [],
): string {
  const listChanged = new Map<string, Date | undefined>([
    ...BLOG_CATEGORIES.map((category): [string, Date | undefined] => [
      paths.blogList(category),
      newest(posts.filter((post) => post.category === category)),
    ]),
    [paths.careers, newest(jobs)],
  ]);
  const entries: SitemapEntry[] = [
    ...PUBLIC_PATHS.map((path) => ({ path, lastModified: listChanged.get(path) })),
    ...posts.map((post) => ({
      path: paths.blogPost(post.category, encodeURIComponent(post.slug)),
      lastModified: post.updatedAt,
    })),
    ...jobs.map((job) => ({ path: paths.job(job.slug), lastModified: job.updatedAt })),
  ];
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function newest(records: readonly { updatedAt: Date }[]): Date | undefined {
  return records.reduce<Date | undefined>(
    (latest, record) => (!latest || record.updatedAt > latest ? record.updatedAt : latest),
    undefined,
  );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** GET /robots.txt and /sitemap.xml, mounted before the web app's page catch-all. */
export function crawlerFiles({
  orm,
  services,
  publicUrl,
}: {
  orm: Orm;
  services: AppServices;
  publicUrl: string;
}): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const ctx = freshServiceContext(orm, services);
    const posts = await listBlogPostAddresses(ctx);
    const jobs = await listOpenJobAddresses(ctx);
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(sitemapXml(publicUrl, posts, jobs));
  });
  return router;
}
