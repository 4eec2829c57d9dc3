import type { Readable } from 'node:stream';
import { IMAGE_MAX_BYTES } from '../../../../common/media';
import type { Em } from '../../db/orm';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { IMAGE_TYPES } from '../../shared/uploads/file-types';
import { storeCheckedUpload } from '../../shared/uploads/store-upload';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import { StaffUser } from '../staff/staff.public';
import { IMAGE_MAX_PIXELS, UnreadableImageError, VARIANT_MIME } from './image-variants';
import { MediaAsset } from './media-asset.entity';
import type { MediaFileRequest } from './media-urls';
import { deleteVariantFiles, storeImageVariants, type ImageVariant } from './media-variants';

/** A stored, checked image not yet recorded: the fields of its MediaAsset row. */
export interface StoredImage {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  variants: ImageVariant[];
  uploadedBy: number | null;
}

/**
 * Stores an uploaded image, checked by content and at most 5 MB, with its resized copies (made
 * now, so the first visitor already gets them). The caller records it with recordImage inside
 * its own transaction, and calls discardStoredImage if that fails, so no file outlives a failed
 * write. The upload happens before the transaction, which is never held open while a client is
 * still sending.
 */
export async function storeImage(
  ctx: ServiceContext,
  file: UploadedFile | Promise<UploadedFile>,
  field = 'image',
): Promise<StoredImage> {
  const storage = ctx.storage;
  const upload = await storeCheckedUpload(storage, file, {
    field,
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
  });
  try {
    const { width, height, variants } = await storeImageVariants(storage, upload);
    return {
      storageKey: upload.key,
      originalName: upload.originalName,
      mimeType: upload.mime,
      size: upload.size,
      width,
      height,
      variants,
      uploadedBy: ctx.viewer?.userId ?? null,
    };
  } catch (error) {
    await storage.delete(upload.key);
    throw error instanceof UnreadableImageError ? unreadableImage(field) : error;
  }
}

/** Adds the stored image's row to `em`'s unit of work. */
export function recordImage(em: Em, image: StoredImage): MediaAsset {
  const { uploadedBy, ...fields } = image;
  return em.create(MediaAsset, {
    ...fields,
    uploadedBy: uploadedBy ? em.getReference(StaffUser, uploadedBy) : null,
  });
}

/**
 * Removes the files of an image whose row was never written or is gone, its variants included;
 * missing files are fine.
 */
export async function discardStoredImage(
  ctx: ServiceContext,
  image: { storageKey: string; variants?: ImageVariant[] | null } | undefined | null,
): Promise<void> {
  if (!image) return;
  await deleteVariantFiles(ctx.storage, image.storageKey, image.variants);
  await ctx.storage.delete(image.storageKey);
}

/** The bytes the public /media route sends, with what its headers need. */
export interface MediaFile {
  mimeType: string;
  size: number;
  stream: Readable;
}

/** An image's original or one of its variants, for the public /media route. */
export async function openMediaFile(
  ctx: ServiceContext,
  { assetId, variant }: MediaFileRequest,
): Promise<MediaFile> {
  const asset = await ctx.em.findOne(MediaAsset, { id: assetId });
  if (!asset) throw new NotFoundError('Image not found');
  if (!variant) {
    const stream = await ctx.storage.openRead(asset.storageKey);
    return { mimeType: asset.mimeType, size: asset.size, stream };
  }
  const found = asset.variants?.find(
    (candidate) =>
      candidate.width === variant.width &&
      candidate.format === variant.format &&
      (variant.height === undefined
        ? !candidate.frame
        : candidate.frame === 'card' && candidate.height === variant.height),
  );
  if (!found) throw new NotFoundError('Image not found');
  return {
    mimeType: VARIANT_MIME[found.format],
    size: found.size,
    stream: await ctx.storage.openRead(found.key),
  };
}

function unreadableImage(field: string): ValidationError {
  const problem = `must be a picture that can be read, at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;
  return new ValidationError(`The ${field} ${problem}`, { [field]: problem });
}
