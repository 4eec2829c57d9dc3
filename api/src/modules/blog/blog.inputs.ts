import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import type { BlogCategoryKey } from '../../../../common/blog';
import {
  BLOG_DESCRIPTION_MAX_LENGTH,
  BLOG_PAGE_SIZE_MAX,
  BLOG_TITLE_MAX_LENGTH,
} from '../../../../common/blog.schemas';
import type { BlogBodyFormat } from '../../../../common/blog-body';
import { BlogBodyFormatEnum, BlogCategory } from './blog.types';
import type { blogListInputSchema, blogPostFieldsSchema } from '../../../../common/blog.schemas';
import type { GraphQLInputOf } from '../../shared/graphql-input';

@ArgsType()
export class BlogPostListArgs implements GraphQLInputOf<typeof blogListInputSchema> {
  @Field(() => BlogCategory, {
    nullable: true,
    description: 'Only this section; absent: every section',
  })
  category?: BlogCategoryKey;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text matched against title, description and category',
  })
  search?: string;

  @Field(() => Int, { defaultValue: 0, description: 'Posts to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 12, description: `At most ${BLOG_PAGE_SIZE_MAX}` })
  limit!: number;
}

@ArgsType()
export class BlogPostRefArgs {
  @Field(() => ID, { nullable: true, description: "The post's id (give id or slug)" })
  id?: string;

  @Field(() => String, { nullable: true, description: "The post's slug (give id or slug)" })
  slug?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A preview link token: opens the draft it was made for (staff share these)',
  })
  preview?: string;
}

@InputType('BlogPostInput', {
  description: 'A post as staff write it; title, description and category are required',
})
export class BlogPostInput implements GraphQLInputOf<typeof blogPostFieldsSchema> {
  @Field(() => String, { description: `At most ${BLOG_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => String, {
    description: `The body in its bodyFormat; at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters. Markdown images must come from the media library (/media/...) and have alt text`,
  })
  description!: string;

  @Field(() => BlogCategory, { description: 'The blog section it appears in' })
  category!: BlogCategoryKey;

  @Field(() => BlogBodyFormatEnum, {
    nullable: true,
    description: 'Absent: PLAIN for a new post, unchanged for an existing one',
  })
  bodyFormat?: BlogBodyFormat | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Absent or empty: made from the title (new post) or unchanged. A new slug leaves a 301 from the old address',
  })
  slug?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The staff account shown as author; absent: the writer (new post) or unchanged',
  })
  authorId?: string | null;
}
