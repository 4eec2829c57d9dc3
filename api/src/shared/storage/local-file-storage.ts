import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asFileTooLarge, ByteLimit } from './byte-limit';
import {
  FileMissingError,
  type FileStat,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './file-storage';
import { isStorageKey, newStorageKey } from './storage-key';

/**
 * Files in one local folder (by default `${DATA_DIR}/uploads`, which no static route serves),
 * spread over 256 sub-folders by the key's first two characters.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(source: Readable, { maxBytes }: PutOptions): Promise<StoredFile> {
    const key = newStorageKey();
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const limit = new ByteLimit(maxBytes);
    try {
      await pipeline(source, limit, createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      source.destroy();
      await rm(file, { force: true });
      throw asFileTooLarge(error, maxBytes);
    }
    return { key, size: limit.bytes };
  }

  async openRead(key: string): Promise<Readable> {
    if (!(await this.stat(key))) throw new FileMissingError();
    return createReadStream(this.pathOf(key));
  }

  async stat(key: string): Promise<FileStat | undefined> {
    if (!isStorageKey(key)) return undefined;
    const found = await stat(this.pathOf(key)).catch(() => undefined);
    return found?.isFile() ? { size: found.size } : undefined;
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), key);
  }
}
