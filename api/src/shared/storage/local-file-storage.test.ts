import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe } from 'vitest';
import { runFileStorageContract } from './file-storage.contract';
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

describe('LocalFileStorage', () => {
  runFileStorageContract(() => ({ storage, storedItems: filesOnDisk }));
});
