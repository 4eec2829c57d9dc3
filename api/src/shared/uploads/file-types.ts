import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';

/** A family of accepted file types, with the words an error message uses for it. */
export interface AllowedFileTypes {
  mimes: readonly string[];
  /** Completes "must be ...", e.g. "a PNG, JPEG, WebP or GIF image". */
  description: string;
}

export const IMAGE_TYPES: AllowedFileTypes = {
  mimes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  description: 'a PNG, JPEG, WebP or GIF image',
};

export interface SniffedType {
  mime: string;
  ext: string;
}

/**
 * The type the bytes really have (magic numbers), whatever the name or the client's
 * Content-Type claim. Undefined for plain text, HTML and anything else without a signature.
 * Reads only as much of the stream as it needs and then releases it.
 */
export async function sniffFileType(source: Readable): Promise<SniffedType | undefined> {
  try {
    const found = await fileTypeFromStream(Readable.toWeb(source) as ReadableStream<Uint8Array>);
    return found ? { mime: found.mime, ext: found.ext } : undefined;
  } finally {
    source.destroy();
  }
}

export function isAllowedType(sniffed: SniffedType | undefined, allowed: AllowedFileTypes) {
  return sniffed !== undefined && allowed.mimes.includes(sniffed.mime);
}
