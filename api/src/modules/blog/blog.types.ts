import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BLOG_CATEGORIES, type BlogCategoryKey } from '../../../../common/blog';
import { BLOG_BODY_FORMATS, type BlogBodyFormat } from '../../../../common/blog-body';

export const BlogCategory = Object.fromEntries(BLOG_CATEGORIES.map((key) => [key, key])) as {
  [K in BlogCategoryKey]: K;
};
registerEnumType(BlogCategory, {
  name: 'BlogCategory',
  description: 'The three blog sections of the site',
});

export const BlogBodyFormatEnum = Object.fromEntries(
  BLOG_BODY_FORMATS.map((key) => [key, key]),
) as { [K in BlogBodyFormat]: K };
registerEnumType(BlogBodyFormatEnum, {
  name: 'BlogBodyFormat',
  description: 'PLAIN: one paragraph per line (posts from before Markdown); MARKDOWN',
});

@ObjectType('BlogPost', { description: 'An article on the company blog' })
export class BlogPostType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the post address' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'The body as written, in its bodyFormat' })
  description!: string;

  @Field(() => BlogBodyFormatEnum)
  bodyFormat!: BlogBodyFormat;

  @Field(() => BlogCategory)
  category!: BlogCategoryKey;

  @Field(() => String, { nullable: true, description: 'Image address; absent means placeholder' })
  image!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('BlogPostPage', { description: 'One page of a blog list' })
export class BlogPostPageType {
  @Field(() => [BlogPostType])
  items!: BlogPostType[];

  @Field(() => Int, { description: 'Posts matching the filters, across all pages' })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;
}
