import { IMAGE_MIME_TYPES } from '../../../../common/media';
import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import { compoundFileStreamNames } from './compound-file';

/** A family of accepted file types, with the words an error message uses for it. */
export interface AllowedFileTypes {
  mimes: readonly string[];
  /** Completes "must be ...", e.g. "a PNG, JPEG, WebP or GIF image". */
  description: string;
}

export const IMAGE_TYPES: AllowedFileTypes = {
  mimes: IMAGE_MIME_TYPES,
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

const COMPOUND_FILE_MIME = 'application/x-cfb';

/**
 * A Word 97-2003 .doc is an OLE compound file, and so are .xls, .ppt and .msi installers, which
 * file-type cannot tell apart. A compound file whose directory lists a WordDocument stream is a
 * Word document; any other stays a bare compound file. The file is read whole: callers keep
 * uploads to a few megabytes.
 */
export async function refineCompoundFile(
  sniffed: SniffedType | undefined,
  open: () => Promise<Readable>,
): Promise<SniffedType | undefined> {
  if (sniffed?.mime !== COMPOUND_FILE_MIME) return sniffed;
  const names = compoundFileStreamNames(await readAll(await open()));
  return names?.includes('WordDocument') ? { mime: 'application/msword', ext: 'doc' } : sniffed;
}

async function readAll(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function isAllowedType(sniffed: SniffedType | undefined, allowed: AllowedFileTypes) {
  return sniffed !== undefined && allowed.mimes.includes(sniffed.mime);
}
