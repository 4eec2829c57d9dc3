import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { blogPostPath } from '../../../../common/blog';
import { blogPostFieldsSchema } from '../../../../common/blog.schemas';
import {
  postPublishingSchema,
  type PostPublishingInput,
} from '../../../../common/publishing.schemas';
import type { Em } from '../../db/orm';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { seoFromRevision } from '../../shared/seo-fields';
import { parseInput } from '../../shared/validation';
import { imageStillInLibrary } from '../media/media.public';
import {
  applyPublishing,
  restorableFields,
  listRevisions,
  previewLink,
  type ContentRevision,
  type PreviewLink,
} from '../publishing/publishing.public';
import type { BlogPost } from './blog-post.entity';
import { findPost } from './blog-admin.service';
import { assignPostFields } from './blog-post-fields';
import { onPostPublished } from './post-published';
import { keepPostRevision, POST_RESTORED_FIELDS } from './post-revisions';
import { StaffUser } from '../staff/staff.public';

/**
 * Moves a post to draft, scheduled (a moment ahead), live or archived. Going live announces it
 * (onPostPublished) in the same transaction; every change is kept as a revision.
 */
export const setBlogPostPublishing = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, id: number, input: PostPublishingInput): Promise<BlogPost> => {
    const change = parseInput(postPublishingSchema, input);
    return ctx.em.transactional(async (em) => {
      const post = await findPost({ em }, id);
      const outcome = applyPublishing(post, change, ctx.clock.now());
      await em.flush();
      keepPostRevision(em, post, outcome.action, ctx.viewer);
      if (outcome.wentLive) await onPostPublished(em, post);
      await em.flush();
      return post;
    });
  },
);

/** A signed link that shows the post at its own address, as it is now, for an hour. */
export const createBlogPostPreviewLink = staffOperation(
  withScope(ADMIN_ONLY, 'blog:read'),
  async (ctx: StaffContext, id: number): Promise<PreviewLink> => {
    const post = await findPost(ctx, id);
    return previewLink(ctx, 'post', post, blogPostPath(post.category, post.slug));
  },
);

/** Every save of the post, newest first. */
export const listBlogPostRevisions = staffOperation(
  withScope(ADMIN_ONLY, 'blog:read'),
  async (ctx: StaffContext, id: number): Promise<ContentRevision[]> => {
    await findPost(ctx, id);
    return listRevisions(ctx.em, 'post', id);
  },
);

/**
 * Brings back the written fields of an earlier revision (title, body and its format, category,
 * author, SEO overrides): the slug, the image and the publishing state stay as they are, and a
 * restored category moves the post, leaving a redirect. An author or social image deleted since
 * is left as it is now; a revision from before SEO fields leaves them as they are. The restore is
 * itself a save, kept as a new revision that names the one it restored.
 */
export const restoreBlogPostRevision = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, id: number, revisionId: number): Promise<BlogPost> => {
    return ctx.em.transactional(async (em) => {
      const post = await findPost({ em }, id);
      const restored = await restorableFields(em, 'post', id, revisionId, POST_RESTORED_FIELDS);
      const { revision, saved } = restored;
      const keptSeo = seoFromRevision(saved);
      const fields = parseInput(blogPostFieldsSchema, {
        ...saved,
        authorId: (await authorStillThere(em, saved['authorId'])) ?? undefined,
        seo: keptSeo && {
          ...keptSeo,
          socialImageId: await imageStillInLibrary(em, keptSeo.socialImageId),
        },
      });
      await assignPostFields(em, post, fields, { writerId: ctx.viewer.userId, isNew: false });
      await em.flush();
      keepPostRevision(em, post, 'restored', ctx.viewer, revision.id);
      await em.flush();
      return post;
    });
  },
);

/** A kept author's account id, or null when the revision named none or the account is gone. */
async function authorStillThere(em: Em, id: unknown): Promise<string | null> {
  if (typeof id !== 'string' || !/^\d{1,15}$/.test(id)) return null;
  return (await em.count(StaffUser, { id: Number(id) })) > 0 ? id : null;
}
