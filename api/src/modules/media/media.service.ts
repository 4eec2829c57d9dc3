import type { Readable } from 'node:stream';
import { IMAGE_MAX_BYTES } from '../../../../common/media';
import type { Em } from '../../db/orm';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { IMAGE_TYPES } from '../../shared/uploads/file-types';
import { storeCheckedUpload } from '../../shared/uploads/store-upload';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import { StaffUser } from '../staff/staff.public';
import { IMAGE_HEAD_BYTES, readImageSize } from './image-size';
import { MediaAsset } from './media-asset.entity';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Where browsers fetch an asset: its id, with an extension for people and crawlers. */
export function mediaUrl(asset: Pick<MediaAsset, 'id' | 'mimeType'>): string {
  return `/media/${asset.id}.${EXTENSIONS[asset.mimeType] ?? 'bin'}`;
}

/** A stored, checked image not yet recorded: the fields of its MediaAsset row. */
export interface StoredImage {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  uploadedBy: number | null;
}

/**
 * Stores an uploaded image, checked by content and at most 5 MB. The caller records it with
 * recordImage inside its own transaction, and calls discardStoredImage if that fails, so no
 * file outlives a failed write. The upload happens before the transaction, which is never
 * held open while a client is still sending.
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
  const size = readImageSize(await readHead(await storage.openRead(upload.key)), upload.mime);
  return {
    storageKey: upload.key,
    originalName: upload.originalName,
    mimeType: upload.mime,
    size: upload.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
    uploadedBy: ctx.viewer?.userId ?? null,
  };
}

/** Adds the stored image's row to `em`'s unit of work. */
export function recordImage(em: Em, image: StoredImage): MediaAsset {
  const { uploadedBy, ...fields } = image;
  return em.create(MediaAsset, {
    ...fields,
    uploadedBy: uploadedBy ? em.getReference(StaffUser, uploadedBy) : null,
  });
}

/** Removes a file whose row was never written or is gone; missing files are fine. */
export async function discardStoredImage(
  ctx: ServiceContext,
  image: { storageKey: string } | undefined | null,
): Promise<void> {
  if (image) await ctx.storage.delete(image.storageKey);
}

/** An image and its bytes, for the public /media route. */
export async function openMediaFile(
  ctx: ServiceContext,
  id: number,
): Promise<{ asset: MediaAsset; stream: Readable }> {
  const asset = await ctx.em.findOne(MediaAsset, { id });
  if (!asset) throw new NotFoundError('Image not found');
  const stream = await ctx.storage.openRead(asset.storageKey);
  return { asset, stream };
}

async function readHead(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= IMAGE_HEAD_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks);
}
