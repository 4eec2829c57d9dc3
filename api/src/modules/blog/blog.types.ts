import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PUBLIC_CONTENT_HINT } from '../../shared/graphql-cache-policy';
import { BLOG_CATEGORIES, type BlogCategoryKey } from '../../../../common/blog';

export const BlogCategory = Object.fromEntries(BLOG_CATEGORIES.map((key) => [key, key])) as {
  [K in BlogCategoryKey]: K;
};
registerEnumType(BlogCategory, {
  name: 'BlogCategory',
  description: 'The three blog sections of the site',
});

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('BlogPost', { description: 'An article on the company blog' })
export class BlogPostType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the post address' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Full text; line breaks separate paragraphs' })
  description!: string;

  @Field(() => BlogCategory)
  category!: BlogCategoryKey;

  @Field(() => String, { nullable: true, description: 'Image address; absent means placeholder' })
  image!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@Directive(PUBLIC_CONTENT_HINT)
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
