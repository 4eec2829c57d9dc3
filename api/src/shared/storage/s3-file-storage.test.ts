import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/support/s3-server';
import { createLogger } from '../logger';
import { createFileStorage } from './create-file-storage';
import { runFileStorageContract } from './file-storage.contract';
import { StorageUnavailableError, type FileStorage } from './file-storage';
import { storageSettings } from './storage-settings';
import { freeLoopbackPort } from '../../../../tests/support/free-port';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** The storage the app would build from these settings (STORAGE_URL and S3_*). */
function storageFor(env: Record<string, string>): FileStorage {
  return createFileStorage(storageSettings({ DATA_DIR: 'unused', ...env }), createLogger('silent'));
}

describe('S3FileStorage', () => {
  // Each test gets its own prefix in the shared bucket, so it starts from an empty storage.
  let prefix = '';
  let testCount = 0;
  beforeEach(() => {
    testCount += 1;
    prefix = `contract-${testCount}`;
  });
  const objectsUnderPrefix = async () =>
    (await s3.objectKeys()).filter((key) => key.startsWith(`${prefix}/`));

  runFileStorageContract(() => ({
    storage: storageFor(s3.appEnv(prefix)),
    storedItems: objectsUnderPrefix,
  }));

  it('keeps objects under the prefix of STORAGE_URL, named by their key', async () => {
    const storage = storageFor(s3.appEnv(prefix));
    const stored = await storage.put(Readable.from([Buffer.from('hello')]), { maxBytes: 10 });
    expect(await objectsUnderPrefix()).toEqual([`${prefix}/${stored.key}`]);
  });
});

describe('S3FileStorage when the bucket cannot be used', () => {
  it('answers 503 StorageUnavailableError for every call when nothing listens', async () => {
    const port = await freeLoopbackPort();
    const storage = storageFor({ ...s3.appEnv(), S3_ENDPOINT: `http://127.0.0.1:${port}` });
    const key = '0123456789abcdef0123456789abcdef';
    const source = Readable.from([Buffer.from('hello')]);
    const failure = await storage.put(source, { maxBytes: 10 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ httpStatus: 503 });
    expect(source.destroyed).toBe(true);
    await expect(storage.openRead(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('answers StorageUnavailableError, not "missing", when the bucket does not exist', async () => {
    const storage = storageFor({ ...s3.appEnv(), STORAGE_URL: 's3://no-such-bucket/uploads' });
    const key = '0123456789abcdef0123456789abcdef';
    await expect(storage.openRead(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(
      storage.put(Readable.from([Buffer.from('hello')]), { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
