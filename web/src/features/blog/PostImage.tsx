import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { ResponsiveImage_ImageFragment } from '../../graphql/graphql';
import { BLOG_DRAWING_SIZE, BLOG_PLACEHOLDER_IMAGE } from '../../lib/blog-images';

interface PostImageProps {
  picture: ResponsiveImage_ImageFragment | null;
  className: string;
  /** How wide the image is drawn at each viewport width (the <img sizes> attribute). */
  sizes: string;
  /** The page's main image: fetched first and at once; every other one loads lazily. */
  priority?: boolean;
  /** Where the image is in the first screen on some screens only (see ResponsiveImage). */
  priorityMedia?: string | undefined;
}

/** A post's image (decorative: the title says what the post is), or the placeholder. */
export function PostImage({
  picture,
  className,
  sizes,
  priority = false,
  priorityMedia,
}: PostImageProps) {
  return (
    <ResponsiveImage
      className={className}
      image={picture}
      placeholder={BLOG_PLACEHOLDER_IMAGE}
      sizes={sizes}
      fallbackSize={BLOG_DRAWING_SIZE}
      priority={priority}
      priorityMedia={priorityMedia}
      alt=""
    />
  );
}
