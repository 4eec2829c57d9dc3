import type { Em } from '../../db/orm';
import { ValidationError } from '../../shared/errors';
import { MediaAsset } from './media-asset.entity';
import { mediaUrl } from './media-urls';
import { responsiveImage } from './responsive-image';

/**
 * An image picked from the media library by id (a social image), or null for none. An id the
 * library does not hold is refused, naming the field it came in.
 */
export async function libraryImage(
  em: Em,
  id: number | null,
  field: string,
): Promise<MediaAsset | null> {
  if (id === null) return null;
  const asset = await em.findOne(MediaAsset, { id });
  if (!asset) {
    throw new ValidationError(
      `Invalid input: ${field}: no image with id ${id} in the media library`,
      {
        [field]: `No image with id ${id} in the media library`,
      },
    );
  }
  return asset;
}

/** A library image as the SEO fields show it: its id, address and resized copies. */
export function libraryImageView(asset: MediaAsset) {
  return { id: asset.id, url: mediaUrl(asset), picture: responsiveImage(asset) };
}

/**
 * A library image's id as a revision kept it, or null when the library no longer holds that
 * image: restoring an old revision never fails for an image deleted since.
 */
export async function imageStillInLibrary(em: Em, id: unknown): Promise<string | null> {
  if (typeof id !== 'string' || !/^\d{1,15}$/.test(id)) return null;
  return (await em.count(MediaAsset, { id: Number(id) })) > 0 ? id : null;
}
