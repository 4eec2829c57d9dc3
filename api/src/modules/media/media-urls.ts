import type { VariantFormat } from './image-variants';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const VARIANT_EXTENSIONS: Record<VariantFormat, string> = {
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
};

/** Where browsers fetch an asset: its id, with an extension for people and crawlers. */
export function mediaUrl(asset: { id: number; mimeType: string }): string {
  return `/media/${asset.id}.${EXTENSIONS[asset.mimeType] ?? 'bin'}`;
}

/**
 * Where browsers fetch one resized copy: /media/<id>-<width>.<ext>, or /media/<id>-<width>x
 * <height>.<ext> for a crop to the card frame. An asset never changes (a replaced image is a
 * new asset with a new id), so neither does this address.
 */
export function variantUrl(
  assetId: number,
  variant: { width: number; height: number; format: VariantFormat; frame?: 'card' | undefined },
): string {
  const size = variant.frame ? `${variant.width}x${variant.height}` : String(variant.width);
  return `/media/${assetId}-${size}.${VARIANT_EXTENSIONS[variant.format]}`;
}

/** A file name under /media/ as what it names: an asset's original, or one of its variants. */
export interface MediaFileRequest {
  assetId: number;
  /**
   * Absent for the original; a height only for a card crop; a format that is none of ours
   * (undefined) names nothing.
   */
  variant?: { width: number; height?: number; format: VariantFormat | undefined };
}

/**
 * '12.jpg' -> the original of asset 12; '12-640.webp' -> its 640 px WebP; '12-640x384.webp' ->
 * its 640 px card crop; anything else (the site's own files in web/public/media) -> undefined.
 */
export function parseMediaFileName(name: string): MediaFileRequest | undefined {
  const match = /^(\d{1,15})(?:-(\d{1,5})(?:x(\d{1,5}))?)?(?:\.([a-z0-9]{1,5}))?$/.exec(name);
  if (!match) return undefined;
  const [, id, width, height, extension] = match;
  const assetId = Number(id);
  if (width === undefined) return { assetId };
  const format = (Object.keys(VARIANT_EXTENSIONS) as VariantFormat[]).find(
    (candidate) => VARIANT_EXTENSIONS[candidate] === extension,
  );
  const size = { width: Number(width), ...(height !== undefined && { height: Number(height) }) };
  return { assetId, variant: { ...size, format } };
}
