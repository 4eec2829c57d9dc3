import { ArgsType, Field, ID, Int } from 'type-graphql';
import type { BlogCategoryKey } from '../../../../common/blog';
import { BLOG_PAGE_SIZE_MAX } from '../../../../common/blog.schemas';
import { BlogCategory } from './blog.types';

@ArgsType()
export class BlogPostListArgs {
  @Field(() => BlogCategory, { nullable: true })
  category?: BlogCategoryKey;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text matched against title, description and category',
  })
  search?: string;

  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: 12, description: `At most ${BLOG_PAGE_SIZE_MAX}` })
  limit!: number;
}

@ArgsType()
export class BlogPostRefArgs {
  @Field(() => ID, { nullable: true })
  id?: string;

  @Field(() => String, { nullable: true })
  slug?: string;
}
