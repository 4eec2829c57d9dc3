import { blogPostPath } from '../../../../common/blog';
import { markdownImages } from '../../../../common/blog-body';
import { defaultPageTitle, metaDescriptionOf } from '../../../../common/seo';
import { SITE } from '../../../../common/site';
import type { ServiceContext } from '../../shared/context';
import { seoValuesOf } from '../../shared/seo-fields';
import { libraryImageView, MediaAsset, responsiveImage } from '../media/media.public';
import { StaffUser } from '../staff/staff.public';
import { postBodyText } from './blog-body';
import { BlogPost } from './blog-post.entity';
import { blogPostPicture } from './blog-picture';
import { postSummary, type PostSummary } from './blog-summary';
import type { BlogListItem, BlogPostRecord } from './blog.service';

/** A post as GraphQL resolves its fields: a list row (a card or with its body), or the entity. */
export type PostRoot = BlogListItem | BlogPost;

/**
 * The post with its body. A card comes without one only when the list's query asked for no
 * field that needs it (blog.resolver.ts), so a card here is a mistake in that choice.
 */
export function withBodyOf(post: PostRoot): BlogPost | BlogPostRecord {
  if (post.description === undefined) throw new Error(`Post ${post.id} was read without its body`);
  return post;
}

/** What its card shows of the post's body: kept with a card, else worked out from the body. */
export function summaryOf(post: PostRoot): PostSummary {
  return 'summary' in post ? post.summary : postSummary(withBodyOf(post));
}

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
}

export type SeoValues = ReturnType<typeof seoValues>;

/** The post's author, loaded when not already (the identity map answers repeats). */
export async function postAuthor(ctx: ServiceContext, post: PostRoot): Promise<StaffUser | null> {
  const id = post instanceof BlogPost ? post.author?.id : post.authorId;
  return id ? ctx.em.findOne(StaffUser, { id }) : null;
}

export async function postSocialImage(
  ctx: ServiceContext,
  post: PostRoot,
): Promise<MediaAsset | null> {
  const id = post instanceof BlogPost ? post.socialImage?.id : post.socialImageId;
  return id ? ctx.em.findOne(MediaAsset, { id }) : null;
}

export function seoValues(post: PostRoot, socialImage: MediaAsset | null) {
  return seoValuesOf(post, socialImage && libraryImageView(socialImage));
}

/**
 * What the post's page puts in its head: each override, or what is derived when it is empty:
 * the title with the site's name, the first words of the body, the post's own address, and its
 * image (the uploaded one, else the first image of its body).
 */
export function postPageMeta(
  post: BlogPost | BlogPostRecord,
  socialImage: MediaAsset | null,
): PageMeta {
  const bodyImage =
    post.bodyFormat === 'MARKDOWN' ? markdownImages(post.description)[0] : undefined;
  return {
    title: post.metaTitle ?? defaultPageTitle(post.title, SITE.name),
    description: post.metaDescription ?? metaDescriptionOf(postBodyText(post)),
    canonicalUrl: post.canonicalUrl ?? blogPostPath(post.category, post.slug),
    imageUrl: socialImage
      ? responsiveImage(socialImage).src
      : (blogPostPicture(post)?.src ?? bodyImage?.src ?? null),
  };
}
