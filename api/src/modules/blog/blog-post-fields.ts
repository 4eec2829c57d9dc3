import { blogPostPath } from '../../../../common/blog';
import type { BlogPostFields } from '../../../../common/blog.schemas';
import type { Em } from '../../db/orm';
import { ValidationError } from '../../shared/errors';
import { assignSeoFields } from '../../shared/seo-fields';
import { libraryImage } from '../media/media.public';
import { recordMove } from '../redirects/redirects.public';
import { StaffUser } from '../staff/staff.public';
import { BlogPost } from './blog-post.entity';
import { uniqueBlogSlug } from './blog-slug';

/**
 * Writes what staff sent into a new or existing post, inside the caller's transaction: texts and
 * category, the body format, the author, the address and the SEO fields. A field the request
 * left out keeps its value (a new post: plain text, the writer as author, a slug from the
 * title). When the address changes, the old one redirects to the new one.
 */
export async function assignPostFields(
  em: Em,
  post: BlogPost,
  fields: BlogPostFields,
  { writerId, isNew }: { writerId: number; isNew: boolean },
): Promise<void> {
  const oldPath = isNew ? undefined : blogPostPath(post.category, post.slug);
  post.title = fields.title;
  post.description = fields.description;
  post.category = fields.category;
  post.bodyFormat = fields.bodyFormat ?? (isNew ? 'PLAIN' : post.bodyFormat);
  if (fields.authorId !== undefined || isNew) {
    post.author = await staffAuthor(em, fields.authorId ?? writerId);
  }
  if (fields.slug !== undefined && fields.slug !== post.slug) {
    await ensureSlugFree(em, fields.slug, isNew ? undefined : post.id);
    post.slug = fields.slug;
  } else if (isNew) {
    post.slug = await uniqueBlogSlug({ em }, fields.title);
  }
  if (fields.seo) {
    await assignSeoFields(post, fields.seo, (id) => libraryImage(em, id, 'seo.socialImageId'));
  }
  const newPath = blogPostPath(post.category, post.slug);
  // A new post needs no redirect removed: pages answer a redirect only where nothing lives.
  if (oldPath !== undefined && oldPath !== newPath) await recordMove(em, oldPath, newPath);
}

async function staffAuthor(em: Em, id: number): Promise<StaffUser> {
  const author = await em.findOne(StaffUser, { id });
  if (!author) {
    throw new ValidationError(`Invalid input: authorId: no staff account with id ${id}`, {
      authorId: `No staff account with id ${id}`,
    });
  }
  return author;
}

async function ensureSlugFree(em: Em, slug: string, ownId: number | undefined): Promise<void> {
  const taken = await em.findOne(BlogPost, {
    slug,
    ...(ownId === undefined ? {} : { id: { $ne: ownId } }),
  });
  if (taken) {
    throw new ValidationError(`Invalid input: slug: another post already has the slug ${slug}`, {
      slug: `Another post already has the slug ${slug}`,
    });
  }
}
