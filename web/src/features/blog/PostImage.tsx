import { PLACEHOLDER_IMAGE } from './format';

interface PostImageProps {
  image: string | null;
  className: string;
  /** Cards below the fold load lazily; a post's own image loads at once. */
  lazy?: boolean;
}

/** A post's image (decorative: the title says what the post is), or the placeholder. */
export function PostImage({ image, className, lazy = false }: PostImageProps) {
  return (
    <img
      className={className}
      src={image ?? PLACEHOLDER_IMAGE}
      alt=""
      width={800}
      height={480}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
