import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { FileMissingError, FileTooLargeError, type FileStorage } from './file-storage';

export interface StorageUnderTest {
  storage: FileStorage;
  /** Everything the storage holds right now (files on disk, objects in a bucket). */
  storedItems: () => Promise<string[]>;
}

const MB = 1024 * 1024;

function chunksOf(bytes: Buffer, size = 64 * 1024): Readable {
  const count = Math.ceil(bytes.length / size);
  return Readable.from(
    Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
}

/** A stream that sends some bytes, then fails the way a dropped connection does. */
function failingMidway(): Readable {
  // The failure comes on the second read, so it happens while put() is consuming the stream
  // (a timer could fire before put() listens and crash the run instead).
  let reads = 0;
  return new Readable({
    read() {
      reads += 1;
      if (reads === 1) this.push(Buffer.from('partial'));
      else this.destroy(new Error('connection reset'));
    },
  });
}

/**
 * What every FileStorage promises (file-storage.ts), as tests. A test file calls this inside
 * its describe block with a fresh, empty storage for each test.
 */
export function runFileStorageContract(subject: () => StorageUnderTest): void {
  it('stores a stream under a random key and reads it back', async () => {
    const { storage } = subject();
    const stored = await storage.put(Readable.from([Buffer.from('hello')]), { maxBytes: 10 });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(5);
    expect(await text(await storage.openRead(stored.key))).toBe('hello');
    expect(await storage.stat(stored.key)).toEqual({ size: 5 });
  });

  it('gives every file its own key', async () => {
    const { storage } = subject();
    const first = await storage.put(Readable.from([Buffer.from('a')]), { maxBytes: 10 });
    const second = await storage.put(Readable.from([Buffer.from('a')]), { maxBytes: 10 });
    expect(first.key).not.toBe(second.key);
  });

  it('accepts a file of exactly the limit', async () => {
    const { storage } = subject();
    const stored = await storage.put(chunksOf(Buffer.alloc(1024, 97), 256), { maxBytes: 1024 });
    expect(stored.size).toBe(1024);
  });

  it('keeps a file of several megabytes byte for byte', async () => {
    const { storage } = subject();
    const bytes = randomBytes(6 * MB + 123);
    const stored = await storage.put(chunksOf(bytes), { maxBytes: 8 * MB });
    expect(stored.size).toBe(bytes.length);
    expect((await buffer(await storage.openRead(stored.key))).equals(bytes)).toBe(true);
  });

  it('rejects a file over the limit and leaves nothing behind', async () => {
    const { storage, storedItems } = subject();
    await expect(
      storage.put(chunksOf(Buffer.alloc(1280, 97), 256), { maxBytes: 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storedItems()).toEqual([]);
  });

  it('rejects a file that outgrows the limit after megabytes were written, leaving nothing', async () => {
    const { storage, storedItems } = subject();
    await expect(
      storage.put(chunksOf(randomBytes(7 * MB)), { maxBytes: 6 * MB }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storedItems()).toEqual([]);
  });

  it('removes the partial file when the source fails midway', async () => {
    const { storage, storedItems } = subject();
    await expect(storage.put(failingMidway(), { maxBytes: 1024 })).rejects.toThrow(
      'connection reset',
    );
    expect(await storedItems()).toEqual([]);
  });

  it('answers FileMissingError and no size for a key it never stored', async () => {
    const { storage } = subject();
    const neverStored = randomBytes(16).toString('hex');
    await expect(storage.openRead(neverStored)).rejects.toBeInstanceOf(FileMissingError);
    expect(await storage.stat(neverStored)).toBeUndefined();
  });

  it('deletes files, and deleting twice is harmless', async () => {
    const { storage, storedItems } = subject();
    const stored = await storage.put(Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    expect(await storage.stat(stored.key)).toBeUndefined();
    await expect(storage.openRead(stored.key)).rejects.toBeInstanceOf(FileMissingError);
    expect(await storedItems()).toEqual([]);
  });

  it('refuses keys that could name anything but one of its files', async () => {
    const { storage } = subject();
    expect(await storage.stat('../../etc/passwd')).toBeUndefined();
    await expect(storage.openRead('../session-secret')).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.delete('../session-secret')).resolves.toBeUndefined();
  });
}
