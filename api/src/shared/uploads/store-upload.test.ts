import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  PNG_BYTES,
  pngOfSize,
  WEBP_BYTES,
} from '../../../../tests/support/sample-files';
import { ValidationError } from '../errors';
import { LocalFileStorage } from '../storage/local-file-storage';
import { IMAGE_TYPES, sniffFileType } from './file-types';
import { storeCheckedUpload, UploadTooLargeError } from './store-upload';
import type { UploadedFile } from './uploaded-file';

let root: string;
let storage: LocalFileStorage;
const rules = { field: 'image', maxBytes: 2048, types: IMAGE_TYPES };

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'upload-test-'));
  storage = new LocalFileStorage(root);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

function upload(bytes: Buffer, filename = 'photo.png', mimetype = 'image/png'): UploadedFile {
  return { filename, mimetype, createReadStream: () => Readable.from([bytes]) };
}

async function fileCount(): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe('sniffFileType', () => {
  it.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['GIF', GIF_BYTES, 'image/gif'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])('recognises %s by its bytes', async (_name, bytes, mime) => {
    expect((await sniffFileType(Readable.from([bytes])))?.mime).toBe(mime);
  });

  it('finds no type in HTML', async () => {
    expect(await sniffFileType(Readable.from([HTML_BYTES]))).toBeUndefined();
  });
});

describe('storeCheckedUpload', () => {
  it('stores an image with the type read from its bytes, and names it so', async () => {
    const stored = await storeCheckedUpload(
      storage,
      upload(GIF_BYTES, '../../evil\u0000name.png', 'image/png'),
      rules,
    );
    expect(stored).toMatchObject({ mime: 'image/gif', size: GIF_BYTES.length });
    // The path and the NUL are gone, and the name takes the real type's extension.
    expect(stored.originalName).toBe('evilname.gif');
    expect(await storage.stat(stored.key)).toEqual({ size: GIF_BYTES.length });
  });

  it('refuses HTML named .png, naming the field, and keeps no file', async () => {
    const attempt = storeCheckedUpload(storage, upload(HTML_BYTES), rules);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      fields: { image: 'must be a PNG, JPEG, WebP or GIF image' },
    });
    expect(await fileCount()).toBe(0);
  });

  it('refuses an empty file', async () => {
    await expect(storeCheckedUpload(storage, upload(Buffer.alloc(0)), rules)).rejects.toThrow(
      'The image is empty',
    );
    expect(await fileCount()).toBe(0);
  });

  it('refuses a file over the limit with 413 and keeps no file', async () => {
    const attempt = storeCheckedUpload(storage, upload(pngOfSize(2049)), rules);
    await expect(attempt).rejects.toBeInstanceOf(UploadTooLargeError);
    await expect(attempt).rejects.toMatchObject({
      httpStatus: 413,
      message: 'The image is larger than 2 KB',
    });
    expect(await fileCount()).toBe(0);
  });
});
