import { ADMIN_ONLY, withScope } from '../../../../common/access';
import {
  blogPostFieldsSchema,
  type BlogPostFieldsInput,
  type BlogListInput,
} from '../../../../common/blog.schemas';
import {
  postPublishingSchema,
  type PostPublishingInput,
} from '../../../../common/publishing.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import { parseInput } from '../../shared/validation';
import {
  discardStoredImage,
  type MediaAsset,
  mediaUrl,
  recordImage,
  storeImage,
  type StoredImage,
} from '../media/media.public';
import { applyPublishing, deleteRevisions } from '../publishing/publishing.public';
import { BlogPost } from './blog-post.entity';
import { pageOfPosts, type BlogPostPage } from './blog.service';
import { assignPostFields } from './blog-post-fields';
import { onPostPublished } from './post-published';
import { keepPostRevision } from './post-revisions';
import { forgetMovesTo } from '../redirects/redirects.public';
import { blogPostPath } from '../../../../common/blog';

type ImageUpload = UploadedFile | Promise<UploadedFile> | null | undefined;

/** The back office's list: every post, drafts included, with the public list's filters. */
export const listBlogPostsForAdmin = staffOperation(
  withScope(ADMIN_ONLY, 'blog:read'),
  async (ctx: StaffContext, input: BlogListInput): Promise<BlogPostPage> => {
    return pageOfPosts(ctx, input, 'staff', 'whole');
  },
);

/** A post made without a say on its state goes live at once, as posts always did. */
const PUBLISH_AT_ONCE: PostPublishingInput = { status: 'PUBLISHED' };

/**
 * Saves a new post (by default under a slug made from its title, written by the caller), with
 * an optional uploaded image, as a draft, scheduled or live (the default). Fields are checked
 * before the image is stored; if anything fails, no row, no revision and no file remain.
 */
export const createBlogPost = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (
    ctx: StaffContext,
    input: BlogPostFieldsInput,
    image?: ImageUpload,
    publishingInput: PostPublishingInput = PUBLISH_AT_ONCE,
  ): Promise<BlogPost> => {
    const fields = parseInput(blogPostFieldsSchema, input);
    const publishing = parseInput(postPublishingSchema, publishingInput);
    const state: Pick<BlogPost, 'status' | 'publishAt' | 'publishedAt'> = {
      status: 'DRAFT',
      publishAt: null,
      publishedAt: null,
    };
    const outcome = applyPublishing(state, publishing, ctx.clock.now());
    const stored = image ? await storeImage(ctx, image) : undefined;
    return withStoredImage(ctx, stored, () =>
      ctx.em.transactional(async (em) => {
        const asset = await recordAndFlush(em, stored);
        const created = Object.assign(new BlogPost(), state);
        created.image = asset ? mediaUrl(asset) : null;
        created.imageAsset = asset ?? null;
        await assignPostFields(em, created, fields, { writerId: ctx.viewer.userId, isNew: true });
        em.persist(created);
        await em.flush();
        keepPostRevision(em, created, 'created', ctx.viewer);
        if (outcome.wentLive) await onPostPublished(em, created);
        await em.flush();
        return created;
      }),
    );
  },
);

/**
 * Replaces title, description and category, and whatever else was sent (format, slug, author,
 * SEO); a new image replaces the old one (whose file is then removed). A changed slug or
 * category leaves a redirect from the old address, so links already shared keep working.
 */
export const updateBlogPost = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (
    ctx: StaffContext,
    id: number,
    input: BlogPostFieldsInput,
    image?: ImageUpload,
  ): Promise<BlogPost> => {
    const fields = parseInput(blogPostFieldsSchema, input);
    await findPost(ctx, id);
    const stored = image ? await storeImage(ctx, image) : undefined;
    let replaced: MediaAsset | null = null;
    const post = await withStoredImage(ctx, stored, () =>
      ctx.em.transactional(async (em) => {
        const found = await findPost({ em }, id);
        await assignPostFields(em, found, fields, { writerId: ctx.viewer.userId, isNew: false });
        const asset = await recordAndFlush(em, stored);
        if (asset) {
          replaced = found.imageAsset ?? null;
          found.image = mediaUrl(asset);
          found.imageAsset = asset;
          if (replaced) em.remove(replaced);
        }
        await em.flush();
        keepPostRevision(em, found, 'edited', ctx.viewer);
        await em.flush();
        return found;
      }),
    );
    await discardStoredImage(ctx, replaced);
    return post;
  },
);

/** Deletes a post and its uploaded image for good; answers the removed id. */
export const deleteBlogPost = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, id: number): Promise<number> => {
    const asset = await ctx.em.transactional(async (em) => {
      const found = await findPost({ em }, id);
      await forgetMovesTo(em, blogPostPath(found.category, found.slug));
      em.remove(found);
      if (found.imageAsset) em.remove(found.imageAsset);
      await deleteRevisions(em, 'post', id);
      await em.flush();
      return found.imageAsset ?? null;
    });
    // The file goes only once its row is gone: a row must never point at a missing file.
    await discardStoredImage(ctx, asset);
    return id;
  },
);

export async function findPost(ctx: Pick<ServiceContext, 'em'>, id: number): Promise<BlogPost> {
  const post = await ctx.em.findOne(
    BlogPost,
    { id },
    { populate: ['imageAsset', 'author', 'socialImage'] },
  );
  if (!post) throw new NotFoundError(`No blog post with id ${id}`);
  return post;
}

/** The asset's row first: the post's image address needs its id. */
async function recordAndFlush(
  em: ServiceContext['em'],
  stored: StoredImage | undefined,
): Promise<MediaAsset | undefined> {
  if (!stored) return undefined;
  const asset = recordImage(em, stored);
  await em.flush();
  return asset;
}

/** Runs a write; when it fails, the image stored for it is removed before the error goes on. */
async function withStoredImage<T>(
  ctx: ServiceContext,
  stored: StoredImage | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardStoredImage(ctx, stored);
    throw error;
  }
}
