import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMissingError, FileTooLargeError } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  storage = new LocalFileStorage(root);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Every file under the storage folder, however deep. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function chunks(count: number, size: number): Readable {
  return Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 97)));
}

describe('LocalFileStorage', () => {
  it('stores a stream under a random key and reads it back', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('hello')]), { maxBytes: 10 });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(5);
    expect(await text(await storage.openRead(stored.key))).toBe('hello');
    expect(await storage.stat(stored.key)).toEqual({ size: 5 });
  });

  it('gives every file its own key', async () => {
    const first = await storage.put(Readable.from([Buffer.from('a')]), { maxBytes: 10 });
    const second = await storage.put(Readable.from([Buffer.from('a')]), { maxBytes: 10 });
    expect(first.key).not.toBe(second.key);
  });

  it('accepts a file of exactly the limit', async () => {
    const stored = await storage.put(chunks(4, 256), { maxBytes: 1024 });
    expect(stored.size).toBe(1024);
  });

  it('rejects a file over the limit and leaves nothing behind', async () => {
    await expect(storage.put(chunks(5, 256), { maxBytes: 1024 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await filesOnDisk()).toEqual([]);
  });

  it('removes the partial file when the source fails midway', async () => {
    // The failure comes on the second read, so it happens while put() is consuming the stream
    // (a timer could fire before put() listens and crash the run instead).
    let reads = 0;
    const failing = new Readable({
      read() {
        reads += 1;
        if (reads === 1) this.push(Buffer.from('partial'));
        else this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(failing, { maxBytes: 1024 })).rejects.toThrow('connection reset');
    expect(await filesOnDisk()).toEqual([]);
  });

  it('deletes files, and deleting twice is harmless', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    expect(await storage.stat(stored.key)).toBeUndefined();
    await expect(storage.openRead(stored.key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('refuses keys that could point outside its folder', async () => {
    expect(await storage.stat('../../etc/passwd')).toBeUndefined();
    await expect(storage.openRead('../session-secret')).rejects.toBeInstanceOf(FileMissingError);
  });
});
