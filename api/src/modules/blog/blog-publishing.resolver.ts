import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import {
  ContentRevisionType,
  PostPublishingInput,
  PreviewLinkType,
  revisionView,
  type PreviewLink,
  type RevisionView,
} from '../publishing/publishing.public';
import type { BlogPost } from './blog-post.entity';
import {
  createBlogPostPreviewLink,
  listBlogPostRevisions,
  restoreBlogPostRevision,
  setBlogPostPublishing,
} from './blog-publishing.service';
import { BlogPostType } from './blog.types';

/** The back office's publishing of posts: state, preview links and revisions, admins only. */
@Resolver(() => BlogPostType)
export class BlogPublishingResolver {
  @Authorized(setBlogPostPublishing.access)
  @Mutation(() => BlogPostType, {
    description: 'Makes a post a draft, schedules it (publishAt ahead), publishes or archives it',
  })
  setBlogPostPublishing(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The post' }) id: string,
    @Arg('input', () => PostPublishingInput, { description: 'The state, and when' })
    input: PostPublishingInput,
  ): Promise<BlogPost> {
    return setBlogPostPublishing(ctx, parseId(id), input);
  }

  @Authorized(createBlogPostPreviewLink.access)
  @Mutation(() => PreviewLinkType, {
    description: "A link to the post's page as it is now, valid for an hour, drafts included",
  })
  createBlogPostPreviewLink(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The post' }) id: string,
  ): Promise<PreviewLink> {
    return createBlogPostPreviewLink(ctx, parseId(id));
  }

  @Authorized(listBlogPostRevisions.access)
  @Query(() => [ContentRevisionType], { description: 'Every save of a post, newest first' })
  async blogPostRevisions(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The post' }) id: string,
  ): Promise<RevisionView[]> {
    return (await listBlogPostRevisions(ctx, parseId(id))).map(revisionView);
  }

  @Authorized(restoreBlogPostRevision.access)
  @Mutation(() => BlogPostType, {
    description: "Brings back a revision's title, description and category, as a new revision",
  })
  restoreBlogPostRevision(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The post' }) id: string,
    @Arg('revisionId', () => ID, { description: 'The revision to bring back' })
    revisionId: string,
  ): Promise<BlogPost> {
    return restoreBlogPostRevision(ctx, parseId(id), parseId(revisionId, 'revisionId'));
  }
}
