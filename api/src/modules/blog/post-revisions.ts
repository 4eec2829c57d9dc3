import { blogPostFieldsSchema } from '../../../../common/blog.schemas';
import type { Em } from '../../db/orm';
import type { Viewer } from '../../shared/auth/viewer';
import {
  recordRevision,
  revisionMoment,
  revisionText,
  type RevisionFields,
} from '../publishing/publishing.public';
import type { BlogPost } from './blog-post.entity';

/** The fields staff write: what a restore brings back (a field added to the schema joins). */
export const POST_CONTENT_FIELDS = blogPostFieldsSchema.keyof().options;

/** A post as a revision keeps it: the written fields, the image, and where it stood. */
export function postRevisionFields(post: BlogPost): RevisionFields {
  const content = Object.fromEntries(
    POST_CONTENT_FIELDS.map((name) => [name, revisionText(post[name])]),
  );
  return {
    ...content,
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
