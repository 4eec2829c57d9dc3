import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import { BLOG_CATEGORIES } from '../../../../common/blog';

const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(160).unique(),
    title: p.string().length(200),
    description: p.text(),
    category: p.enum(BLOG_CATEGORIES).index(),
    image: p.string().length(500).nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
