import { preload } from 'react-dom';
import type { ResponsiveImage_ImageFragment } from '../graphql/graphql';

interface ResponsiveImageProps {
  /** The image and its copies as the API gives them; null or absent shows `placeholder`. */
  image: ResponsiveImage_ImageFragment | null | undefined;
  /** Shown when there is no image (a site image, so a single file). */
  placeholder: string;
  /**
   * How wide the image is drawn at each viewport width, e.g. '(max-width: 600px) 100vw, 374px':
   * the browser picks the smallest copy that is sharp enough for it.
   */
  sizes: string;
  /** Width and height to reserve when the image's own are unknown (site images). */
  fallbackSize: { width: number; height: number };
  /**
   * The page's main image in the first screen (its Largest Contentful Paint): fetched at once
   * and before other images. Every other image waits until it nears the viewport.
   */
  priority?: boolean;
  /**
   * A media query under which the image is in the first screen too (a card in the first row of
   * a wider grid): there it is preloaded at high priority; elsewhere it stays lazy.
   */
  priorityMedia?: string | undefined;
  alt: string;
  className?: string;
}

/**
 * An image in the best format and size the browser can use: <picture> with a <source> per
 * modern format, and an <img> with srcset, sizes, width and height (so the page does not jump
 * when it arrives), lazy unless it is the priority image.
 */
export function ResponsiveImage({
  image,
  placeholder,
  sizes,
  fallbackSize,
  priority = false,
  priorityMedia,
  alt,
  className,
}: ResponsiveImageProps) {
  if (image && priorityMedia) preloadWhen(priorityMedia, image, sizes);
  const size =
    image?.width && image.height ? { width: image.width, height: image.height } : fallbackSize;
  const img = (
    <img
      className={className}
      src={image?.src ?? placeholder}
      srcSet={image?.srcset ?? undefined}
      sizes={image?.srcset ? sizes : undefined}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  const sources = image?.sources ?? [];
  if (sources.length === 0) return img;
  return (
    <picture className="responsive-image">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/**
 * Asks for the image ahead of the others on screens matching `media`, in the format the
 * <picture> will pick there (its first source, or the <img>'s own candidates).
 */
function preloadWhen(media: string, image: ResponsiveImage_ImageFragment, sizes: string) {
  const [modern] = image.sources;
  const srcset = modern?.srcset ?? image.srcset;
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    media,
    ...(modern && { type: modern.type }),
    ...(srcset && { imageSrcSet: srcset, imageSizes: sizes }),
  });
}
