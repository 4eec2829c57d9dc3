import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, publishedAtProperty, updatedAtProperty } from '../../db/timestamps';
import { BLOG_CATEGORIES, BLOG_SLUG_MAX_LENGTH } from '../../../../common/blog';
import { POST_STATUSES } from '../../../../common/publishing';
import { BLOG_BODY_FORMATS } from '../../../../common/blog-body';
import {
  CANONICAL_URL_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from '../../../../common/seo';
import { MediaAsset } from '../media/media.public';
import type { PostBody } from './blog-body';
import { postSummary } from './blog-summary';
import { StaffUser } from '../staff/staff.public';

const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(BLOG_SLUG_MAX_LENGTH).unique(),
    title: p.string().length(200),
    description: p.text(),
    /** Posts from before Markdown are plain text: one paragraph per line. */
    bodyFormat: p.enum(BLOG_BODY_FORMATS).default('PLAIN'),
    /**
     * The card's summary, worked out from the body whenever the post is written, so lists read
     * neither bodies nor Markdown. Null for posts last written before it was kept.
     */
    excerpt: p
      .text()
      .nullable()
      .onCreate((post: PostBody) => postSummary(post).excerpt)
      .onUpdate((post: PostBody) => postSummary(post).excerpt),
    readingTimeMinutes: p
      .integer()
      .nullable()
      .onCreate((post: PostBody) => postSummary(post).readingTimeMinutes)
      .onUpdate((post: PostBody) => postSummary(post).readingTimeMinutes),
    /** The staff member shown as the post's author; null for posts from before authors. */
    author: () => p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    category: p.enum(BLOG_CATEGORIES).index(),
    /** The image's address: an uploaded asset's /media/... or a site image (demo posts). */
    image: p.string().length(500).nullable(),
    /** The uploaded image behind `image`, if it is one; removed with the post. */
    imageAsset: () => p.manyToOne(MediaAsset).nullable().deleteRule('set null').index(),
    /** Only PUBLISHED posts reach visitors (live-posts.ts); rows made without one are live. */
    status: p.enum(POST_STATUSES).default('PUBLISHED').index(),
    /** When a SCHEDULED post goes live (the publishing scheduler claims it then). */
    publishAt: p.datetime().nullable(),
    /** SEO overrides; null means derived from the post (title, excerpt, first image, address). */
    metaTitle: p.string().length(META_TITLE_MAX_LENGTH).nullable(),
    metaDescription: p.string().length(META_DESCRIPTION_MAX_LENGTH).nullable(),
    canonicalUrl: p.string().length(CANONICAL_URL_MAX_LENGTH).nullable(),
    socialImage: () => p.manyToOne(MediaAsset).nullable().deleteRule('set null'),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
    /**
     * When it first went live: the date visitors read, and the order of the public lists. A
     * post made live at once takes its creation time (declared after status and createdAt, so
     * both are set when this runs).
     */
    publishedAt: publishedAtProperty('createdAt'),
  },
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
