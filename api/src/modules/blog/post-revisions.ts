import { wrap } from '@mikro-orm/core';
import type { BlogPostFieldsInput } from '../../../../common/blog.schemas';
import type { Em } from '../../db/orm';
import type { Viewer } from '../../shared/auth/viewer';
import { SEO_REVISION_FIELDS, seoRevisionFields } from '../../shared/seo-fields';
import {
  recordRevision,
  revisionMoment,
  type RevisionFields,
} from '../publishing/publishing.public';
import { staffFullName } from '../staff/staff.public';
import type { BlogPost } from './blog-post.entity';

/**
 * The fields staff write that a restore brings back. The slug is kept but never restored: a
 * post keeps its address (a restored category moves it, leaving a redirect).
 */
export const POST_CONTENT_FIELDS = [
  'title',
  'description',
  'category',
  'bodyFormat',
  'authorId',
] as const satisfies readonly (keyof BlogPostFieldsInput)[];

/** Everything a restore brings back: the written fields and the SEO overrides. */
export const POST_RESTORED_FIELDS = [...POST_CONTENT_FIELDS, ...SEO_REVISION_FIELDS];

/**
 * A post as a revision keeps it: the written fields (the author by id, and by name for staff to
 * read), the address, the SEO overrides, the image, and where it stood.
 */
export function postRevisionFields(post: BlogPost): RevisionFields {
  const author = post.author;
  return {
    title: post.title,
    description: post.description,
    category: post.category,
    bodyFormat: post.bodyFormat,
    authorId: author ? String(author.id) : null,
    // Every save loads the post with its author (findPost, assignPostFields).
    author: author && wrap(author).isInitialized() ? staffFullName(author) : null,
    slug: post.slug,
    ...seoRevisionFields(post),
    image: post.image ?? null,
    status: post.status,
    publishAt: revisionMoment(post.publishAt),
  };
}

/** Keeps a revision of the post as it now stands; call it in the save's transaction. */
export function keepPostRevision(
  em: Em,
  post: BlogPost,
  action: string,
  author: Viewer,
  restoredFrom?: number,
): void {
  recordRevision(em, {
    subject: 'post',
    subjectId: post.id,
    action,
    fields: postRevisionFields(post),
    author,
    restoredFrom,
  });
}
