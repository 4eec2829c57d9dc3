import { VARIANT_MIME } from './image-variants';
import type { ImageVariant } from './media-variants';
import { mediaUrl, variantUrl } from './media-urls';

/** The fields of an uploaded asset that a page needs to show it. */
export interface PictureAsset {
  id: number;
  storageKey: string;
  mimeType: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  /** Null until made (an upload from before variants existed, waiting for the backfill). */
  variants?: ImageVariant[] | null | undefined;
}

/** One format at several widths: a <source type srcset>. */
export interface ImageSource {
  type: string;
  srcset: string;
}

/** What a page renders as <picture> with <source>s and an <img srcset width height>. */
export interface ResponsiveImage {
  /** For browsers that ignore srcset: the widest widely supported copy. */
  src: string;
  width: number | null;
  height: number | null;
  /** Widely supported copies (JPEG, PNG, GIF) by width, or null when there are none. */
  srcset: string | null;
  /** Modern formats, best first. */
  sources: ImageSource[];
}

/**
 * An uploaded image with the copies a browser can choose from: the whole image, or (frame
 * 'card') its crops to the card frame, where it has them (an image already in the card's shape,
 * or too small to crop, has only whole copies, which a card crops itself).
 */
export function responsiveImage(asset: PictureAsset, frame?: 'card'): ResponsiveImage {
  const candidates = (asset.variants ?? []).map((variant) => ({
    ...variant,
    url: variant.key === asset.storageKey ? mediaUrl(asset) : variantUrl(asset.id, variant),
  }));
  const crops = frame ? candidates.filter((candidate) => candidate.frame === frame) : [];
  const chosen = crops.length ? crops : candidates.filter((candidate) => !candidate.frame);
  const byWidth = (format: (format: string) => boolean) =>
    chosen.filter((candidate) => format(candidate.format)).sort((a, b) => a.width - b.width);
  const webp = byWidth((format) => format === 'webp');
  const fallback = byWidth((format) => format !== 'webp');
  const widest = fallback.at(-1) ?? webp.at(-1);
  // A crop's size is its widest copy's: the frame's shape at the most detail there is.
  const size = crops.length ? [...webp, ...fallback].sort((a, b) => b.width - a.width)[0] : asset;
  return {
    src: widest?.url ?? mediaUrl(asset),
    width: size?.width ?? null,
    height: size?.height ?? null,
    srcset: fallback.length ? srcsetOf(fallback) : null,
    sources: webp.length ? [{ type: VARIANT_MIME.webp, srcset: srcsetOf(webp) }] : [],
  };
}

/** A site image (a demo post's drawing): one file, nothing to choose between. */
export function singleImage(src: string): ResponsiveImage {
  return { src, width: null, height: null, srcset: null, sources: [] };
}

function srcsetOf(candidates: readonly { url: string; width: number }[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}
