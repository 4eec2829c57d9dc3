import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import { inputWith } from '../../shared/graphql-input';
import { SeoInput } from '../../shared/graphql-seo';
import { previewMarkdown, type RenderedMarkdown } from './blog-preview.service';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import { UploadScalar } from '../../shared/uploads/upload-scalar';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import type { BlogPost } from './blog-post.entity';
import {
  createBlogPost,
  deleteBlogPost,
  listBlogPostsForAdmin,
  updateBlogPost,
} from './blog-admin.service';
import { PostPublishingInput } from '../publishing/publishing.public';
import { BlogPostInput, BlogPostListArgs } from './blog.inputs';
import type { BlogPostPage } from './blog.service';
import { BlogPostPageType, BlogPostType } from './blog.types';

@ObjectType('RenderedMarkdown', { description: "A body as the post's page will show it" })
class RenderedMarkdownType {
  @Field(() => String, { description: 'Safe HTML, rendered and sanitised as on the page' })
  html!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why saving this body would be refused (an image without alt text); null: fine',
  })
  problem!: string | null;
}

/** The back office's Blogs screen: the list and its changes, admins only. */
@Resolver(() => BlogPostType)
export class BlogAdminResolver {
  @Authorized(listBlogPostsForAdmin.access)
  @Query(() => BlogPostPageType, {
    description: 'Every blog post for the back office, drafts included, newest first',
  })
  adminBlogPosts(
    @Ctx() ctx: ServiceContext,
    @Args(() => BlogPostListArgs) args: BlogPostListArgs,
  ): Promise<BlogPostPage> {
    return listBlogPostsForAdmin(ctx, args);
  }

  @Authorized(createBlogPost.access)
  @Mutation(() => BlogPostType, {
    description:
      'Saves a new post, live unless `publishing` says draft or scheduled; the image (PNG, JPEG, WebP or GIF, at most 5 MB) is optional',
  })
  createBlogPost(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => BlogPostInput, { description: "The post's fields" }) input: BlogPostInput,
    @Arg('image', () => UploadScalar, {
      nullable: true,
      description: 'An image file sent as a multipart upload (GraphQL multipart request)',
    })
    image?: Promise<UploadedFile> | null,
    @Arg('publishing', () => PostPublishingInput, {
      nullable: true,
      description: 'Draft, scheduled or live at once (the default when omitted)',
    })
    publishing?: PostPublishingInput | null,
    @Arg('seo', () => SeoInput, {
      nullable: true,
      description: 'SEO overrides; absent: every one derived from the post',
    })
    seo?: SeoInput | null,
  ): Promise<BlogPost> {
    return createBlogPost(ctx, inputWith(input, { seo }), image, publishing ?? undefined);
  }

  @Authorized(updateBlogPost.access)
  @Mutation(() => BlogPostType, {
    description:
      'Replaces the fields of a post; a new image replaces the old one; a new slug or category leaves a 301 from the old address',
  })
  updateBlogPost(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The post's id" }) id: string,
    @Arg('input', () => BlogPostInput, { description: "The post's fields" }) input: BlogPostInput,
    @Arg('image', () => UploadScalar, {
      nullable: true,
      description: 'An image file sent as a multipart upload (GraphQL multipart request)',
    })
    image?: Promise<UploadedFile> | null,
    @Arg('seo', () => SeoInput, {
      nullable: true,
      description: 'Absent: the SEO fields stay as they are',
    })
    seo?: SeoInput | null,
  ): Promise<BlogPost> {
    return updateBlogPost(ctx, parseId(id), inputWith(input, { seo }), image);
  }

  @Authorized(previewMarkdown.access)
  @Query(() => RenderedMarkdownType, {
    description: "The editor's live preview: Markdown rendered and sanitised as the page does",
  })
  renderMarkdown(
    @Ctx() ctx: ServiceContext,
    @Arg('markdown', () => String, { description: 'The Markdown body as the editor holds it' })
    markdown: string,
  ): Promise<RenderedMarkdown> {
    return previewMarkdown(ctx, markdown);
  }

  @Authorized(deleteBlogPost.access)
  @Mutation(() => ID, { description: 'Deletes a post and its uploaded image; answers its id' })
  deleteBlogPost(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The post's id" }) id: string,
  ): Promise<number> {
    return deleteBlogPost(ctx, parseId(id));
  }
}
