import { Readable } from 'node:stream';
import { IMAGE_MAX_BYTES } from '../../../../common/media';
import type { FileStorage } from '../../shared/storage/file-storage';
import { renderImageVariants, type VariantFormat } from './image-variants';

/**
 * One size and format of an image a browser may pick, as recorded on its asset. The original
 * file can be one of them (then `key` is the asset's own storage key).
 */
export interface ImageVariant {
  width: number;
  height: number;
  format: VariantFormat;
  /** Cropped to the card frame (common/media.ts CARD_FRAME); absent for the whole image. */
  frame?: 'card';
  /** Where the bytes are in file storage; never shown to clients. */
  key: string;
  size: number;
}

/** A resized copy is smaller than its original, except a PNG fallback of a dense graphic. */
const VARIANT_MAX_BYTES = 4 * IMAGE_MAX_BYTES;

export interface StoredVariants {
  /** The image's width and height as displayed. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Makes the resized copies of a stored original and stores them beside it, in the same storage.
 * If anything fails, the copies already stored are removed before the error goes on; the
 * original stays where it is.
 */
export async function storeImageVariants(
  storage: FileStorage,
  original: { key: string; size: number },
): Promise<StoredVariants> {
  const rendered = await renderImageVariants(await readAll(await storage.openRead(original.key)));
  const stored: ImageVariant[] = [];
  try {
    for (const { bytes, ...variant } of rendered.variants) {
      if (!bytes) {
        stored.push({ ...variant, ...original });
        continue;
      }
      const file = await storage.put(Readable.from([bytes]), { maxBytes: VARIANT_MAX_BYTES });
      stored.push({ ...variant, key: file.key, size: file.size });
    }
  } catch (error) {
    await deleteVariantFiles(storage, original.key, stored);
    throw error;
  }
  return { width: rendered.width, height: rendered.height, variants: stored };
}

/** Removes the files of the variants, leaving the original (`originalKey`) alone. */
export async function deleteVariantFiles(
  storage: FileStorage,
  originalKey: string,
  variants: readonly ImageVariant[] | null | undefined,
): Promise<void> {
  for (const variant of variants ?? []) {
    if (variant.key !== originalKey) await storage.delete(variant.key);
  }
}

async function readAll(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
