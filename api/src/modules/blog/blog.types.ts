import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PUBLIC_CONTENT_HINT } from '../../shared/graphql-cache-policy';
import { BLOG_CATEGORIES, type BlogCategoryKey } from '../../../../common/blog';
import type { PostStatus } from '../../../../common/publishing';
import { PostStatusEnum } from '../publishing/publishing.public';
import { BLOG_BODY_FORMATS, type BlogBodyFormat } from '../../../../common/blog-body';

export const BlogCategory = Object.fromEntries(BLOG_CATEGORIES.map((key) => [key, key])) as {
  [K in BlogCategoryKey]: K;
};
registerEnumType(BlogCategory, {
  name: 'BlogCategory',
  description: 'The three blog sections of the site',
  valuesConfig: {
    EDUCATIONAL_CONTENT: { description: 'Educational Content, at /blog/education' },
    REGULAR_UPDATE: { description: 'Regular Update, at /blog/regular' },
    SEO_BENEFITS: { description: 'SEO Benefits, at /blog/seo' },
  },
});

export const BlogBodyFormatEnum = Object.fromEntries(
  BLOG_BODY_FORMATS.map((key) => [key, key]),
) as { [K in BlogBodyFormat]: K };
registerEnumType(BlogBodyFormatEnum, {
  name: 'BlogBodyFormat',
  description: 'How a post body is written',
  valuesConfig: {
    PLAIN: { description: 'One paragraph per line (posts from before Markdown)' },
    MARKDOWN: { description: 'Markdown, rendered and sanitised by the server' },
  },
});

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('BlogPost', { description: 'An article on the company blog' })
export class BlogPostType {
  @Field(() => ID, { description: "The post's id" })
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the post address' })
  slug!: string;

  @Field(() => String, { description: 'The headline' })
  title!: string;

  @Field(() => String, { description: 'The body as written, in its bodyFormat' })
  description!: string;

  @Field(() => BlogBodyFormatEnum, { description: 'How the body is written' })
  bodyFormat!: BlogBodyFormat;

  @Field(() => BlogCategory, { description: 'The blog section it appears in' })
  category!: BlogCategoryKey;

  @Field(() => String, { nullable: true, description: 'Image address; absent means placeholder' })
  image!: string | null;

  @Field(() => Date, { description: 'When it was published' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last changed' })
  updatedAt!: Date;

  @Field(() => PostStatusEnum, { description: 'Visitors only ever see PUBLISHED posts' })
  status!: PostStatus;

  @Field(() => Date, { nullable: true, description: 'When a SCHEDULED post goes live' })
  publishAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it first went live (the date visitors read); null: never yet',
  })
  publishedAt!: Date | null;
}

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('BlogPostPage', { description: 'One page of a blog list' })
export class BlogPostPageType {
  @Field(() => [BlogPostType], { description: 'The posts on this page' })
  items!: BlogPostType[];

  @Field(() => Int, { description: 'Posts matching the filters, across all pages' })
  total!: number;

  @Field(() => Int, { description: 'Posts skipped before this page' })
  offset!: number;

  @Field(() => Int, { description: 'The page size asked for' })
  limit!: number;
}
