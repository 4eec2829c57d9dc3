import { responsiveImage, singleImage, type ResponsiveImage } from '../media/media.public';
import type { BlogPostRecord } from './blog.service';

/**
 * A post's image as pages show it: an upload with its resized copies (whole, or cropped to the
 * card frame for lists), a site image (the demo posts' drawings) as it is, or null for the
 * placeholder.
 */
export function blogPostPicture(
  post: Pick<BlogPostRecord, 'image' | 'imageAsset'>,
  frame?: 'card',
): ResponsiveImage | null {
  // An asset reference the query did not load has no storage key: the address alone is known.
  if (post.imageAsset?.storageKey) return responsiveImage(post.imageAsset, frame);
  return post.image ? singleImage(post.image) : null;
}
