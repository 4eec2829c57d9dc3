import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { excerpt, readingTimeMinutes } from '../../../../common/blog';
import type { ServiceContext } from '../../shared/context';
import { keepAnswerPrivate } from '../../shared/graphql-cache-policy';
import { parseIdArg } from '../../shared/id-arg';
import type { BlogPost } from './blog-post.entity';
import { ResponsiveImageType } from '../../shared/graphql-image';
import type { ResponsiveImage } from '../media/media.public';
import { blogPostPicture } from './blog-picture';
import { BlogPostListArgs, BlogPostRefArgs } from './blog.inputs';
import { getBlogPost, listBlogPosts, type BlogPostPage, type BlogPostRecord } from './blog.service';
import { BlogPostPageType, BlogPostType } from './blog.types';

@Resolver(() => BlogPostType)
export class BlogResolver {
  @Query(() => BlogPostPageType, { description: 'Blog posts, newest first' })
  blogPosts(
    @Ctx() ctx: ServiceContext,
    @Args(() => BlogPostListArgs) args: BlogPostListArgs,
  ): Promise<BlogPostPage> {
    return listBlogPosts(ctx, args);
  }

  @Query(() => BlogPostType, {
    description: 'One live post by id or slug (a draft with its preview token); else NOT_FOUND',
  })
  blogPost(
    @Ctx() ctx: ServiceContext,
    @Args(() => BlogPostRefArgs) args: BlogPostRefArgs,
  ): Promise<BlogPost> {
    if (args.preview) keepAnswerPrivate(ctx);
    return getBlogPost(ctx, {
      id: parseIdArg(args.id, 'id'),
      slug: args.slug,
      preview: args.preview,
    });
  }

  @FieldResolver(() => String, { description: 'The first 35 words, then ... when longer' })
  excerpt(@Root() post: BlogPostRecord): string {
    return excerpt(post.description);
  }

  @FieldResolver(() => ResponsiveImageType, {
    nullable: true,
    description: 'The image with its resized copies (srcset, width, height); null: placeholder',
  })
  picture(@Root() post: BlogPostRecord): ResponsiveImage | null {
    return blogPostPicture(post);
  }

  @FieldResolver(() => ResponsiveImageType, {
    nullable: true,
    description: 'The image cropped to the card frame (5:3) where it is another shape, for lists',
  })
  cardPicture(@Root() post: BlogPostRecord): ResponsiveImage | null {
    return blogPostPicture(post, 'card');
  }

  @FieldResolver(() => Int, { description: 'Minutes: one per started 1000 characters' })
  readingTimeMinutes(@Root() post: BlogPostRecord): number {
    return readingTimeMinutes(post.description);
  }
}
