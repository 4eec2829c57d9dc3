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
  @Query(() => BlogPostPageType, { description: 'Blog posts for the back office, newest first' })
  adminBlogPosts(
    @Ctx() ctx: ServiceContext,
    @Args(() => BlogPostListArgs) args: BlogPostListArgs,
  ): Promise<BlogPostPage> {
    return listBlogPostsForAdmin(ctx, args);
  }

  @Authorized(createBlogPost.access)
  @Mutation(() => BlogPostType, {
    description: 'Publishes a post; the image (PNG, JPEG, WebP or GIF, at most 5 MB) is optional',
  })
  createBlogPost(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
    @Arg('image', () => UploadScalar, { nullable: true }) image?: Promise<UploadedFile> | null,
    @Arg('seo', () => SeoInput, { nullable: true }) seo?: SeoInput | null,
  ): Promise<BlogPost> {
    return createBlogPost(ctx, inputWith(input, { seo }), image);
  }

  @Authorized(updateBlogPost.access)
  @Mutation(() => BlogPostType, {
    description:
      'Replaces the fields of a post; a new image replaces the old one; a new slug or category leaves a 301 from the old address',
  })
  updateBlogPost(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
    @Arg('image', () => UploadScalar, { nullable: true }) image?: Promise<UploadedFile> | null,
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
    @Arg('markdown', () => String) markdown: string,
  ): Promise<RenderedMarkdown> {
    return previewMarkdown(ctx, markdown);
  }

  @Authorized(deleteBlogPost.access)
  @Mutation(() => ID, { description: 'Deletes a post and its uploaded image; answers its id' })
  deleteBlogPost(@Ctx() ctx: ServiceContext, @Arg('id', () => ID) id: string): Promise<number> {
    return deleteBlogPost(ctx, parseId(id));
  }
}
