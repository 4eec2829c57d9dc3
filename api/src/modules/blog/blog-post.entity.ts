import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import { BLOG_CATEGORIES, BLOG_SLUG_MAX_LENGTH } from '../../../../common/blog';
import { MediaAsset } from '../media/media.public';

const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(BLOG_SLUG_MAX_LENGTH).unique(),
    title: p.string().length(200),
    description: p.text(),
    category: p.enum(BLOG_CATEGORIES).index(),
    /** The image's address: an uploaded asset's /media/... or a site image (demo posts). */
    image: p.string().length(500).nullable(),
    /** The uploaded image behind `image`, if it is one; removed with the post. */
    imageAsset: () => p.manyToOne(MediaAsset).nullable().deleteRule('set null').index(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
