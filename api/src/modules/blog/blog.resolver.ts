import {
  Args,
  Ctx,
  Directive,
  FieldResolver,
  ID,
  Info,
  Int,
  ObjectType,
  Field,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { fieldNamesUnder } from '../../shared/graphql-selection';
import type { ServiceContext } from '../../shared/context';
import { INHERITED_CACHE_HINT, keepAnswerPrivate } from '../../shared/graphql-cache-policy';
import { parseIdArg } from '../../shared/id-arg';
import type { BlogPost } from './blog-post.entity';
import { ResponsiveImageType } from '../../shared/graphql-image';
import { PageMetaType, SeoType } from '../../shared/graphql-seo';
import type { ResponsiveImage } from '../media/media.public';
import { staffFullName } from '../staff/staff.public';
import { postBodyHtml } from './blog-body';
import { blogPostPicture } from './blog-picture';
import {
  postAuthor,
  postPageMeta,
  postSocialImage,
  seoValues,
  summaryOf,
  withBodyOf,
  type PageMeta,
  type PostRoot,
  type SeoValues,
} from './blog-post-meta';
import { BlogPostListArgs, BlogPostRefArgs } from './blog.inputs';
import { getBlogPost, listBlogPostCards, listBlogPosts, type BlogPostPage } from './blog.service';
import { BlogPostPageType, BlogPostType } from './blog.types';

// Kept as long as the post that names the author.
@Directive(INHERITED_CACHE_HINT)
@ObjectType('BlogAuthor', { description: 'The staff member who wrote a post; their name only' })
export class BlogAuthorType {
  @Field(() => ID, { description: "The staff account's id (admins pick authors by it)" })
  id!: number;

  @Field(() => String, { description: 'First and last name' })
  name!: string;
}

/**
 * The fields of a listed post that need no body: any other one (description, bodyHtml, meta,
 * or one added later) makes the list read its posts' bodies.
 */
const CARD_FIELDS = new Set([
  '__typename',
  'id',
  'slug',
  'title',
  'excerpt',
  'readingTimeMinutes',
  'category',
  'bodyFormat',
  'image',
  'picture',
  'cardPicture',
  'status',
  'createdAt',
  'updatedAt',
  'publishAt',
  'publishedAt',
  'author',
  'seo',
]);

@Resolver(() => BlogPostType)
export class BlogResolver {
  @Query(() => BlogPostPageType, { description: 'Blog posts, newest first' })
  blogPosts(
    @Ctx() ctx: ServiceContext,
    @Args(() => BlogPostListArgs) args: BlogPostListArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<BlogPostPage> {
    // A list of cards (every blog page) reads the posts' kept summaries, not their bodies.
    const cardsOnly = [...fieldNamesUnder(info, 'items')].every((name) => CARD_FIELDS.has(name));
    return cardsOnly ? listBlogPostCards(ctx, args) : listBlogPosts(ctx, args);
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
  excerpt(@Root() post: PostRoot): string {
    return summaryOf(post).excerpt;
  }

  @FieldResolver(() => String, {
    description: 'The body as safe HTML: Markdown rendered and sanitised, or plain paragraphs',
  })
  bodyHtml(@Ctx() ctx: ServiceContext, @Root() post: PostRoot): Promise<string> {
    return postBodyHtml(ctx, withBodyOf(post));
  }

  @FieldResolver(() => BlogAuthorType, { nullable: true, description: 'Null for older posts' })
  async author(
    @Ctx() ctx: ServiceContext,
    @Root() post: PostRoot,
  ): Promise<{ id: number; name: string } | null> {
    const author = await postAuthor(ctx, post);
    return author ? { id: author.id, name: staffFullName(author) } : null;
  }

  @FieldResolver(() => SeoType, { description: 'The SEO overrides as staff set them' })
  async seo(@Ctx() ctx: ServiceContext, @Root() post: PostRoot): Promise<SeoValues> {
    return seoValues(post, await postSocialImage(ctx, post));
  }

  @FieldResolver(() => PageMetaType, { description: "The page's head: overrides, else derived" })
  async meta(@Ctx() ctx: ServiceContext, @Root() post: PostRoot): Promise<PageMeta> {
    return postPageMeta(withBodyOf(post), await postSocialImage(ctx, post));
  }

  @FieldResolver(() => ResponsiveImageType, {
    nullable: true,
    description: 'The image with its resized copies (srcset, width, height); null: placeholder',
  })
  picture(@Root() post: PostRoot): ResponsiveImage | null {
    return blogPostPicture(post);
  }

  @FieldResolver(() => ResponsiveImageType, {
    nullable: true,
    description: 'The image cropped to the card frame (5:3) where it is another shape, for lists',
  })
  cardPicture(@Root() post: PostRoot): ResponsiveImage | null {
    return blogPostPicture(post, 'card');
  }

  @FieldResolver(() => Int, { description: 'Minutes: one per started 1000 characters' })
  readingTimeMinutes(@Root() post: PostRoot): number {
    return summaryOf(post).readingTimeMinutes;
  }
}
