import type { Readable } from 'node:stream';
import { AppError, SERVICE_UNAVAILABLE_CODE } from '../errors';

/** What storage keeps about a file it has written. */
export interface StoredFile {
  /** Random, opaque name chosen by the storage; never derived from the uploader's file name. */
  key: string;
  /** Bytes written. */
  size: number;
}

export interface FileStat {
  size: number;
}

export interface PutOptions {
  /** More bytes than this aborts the write, removes what was written and rejects. */
  maxBytes: number;
}

/**
 * Where uploaded files live. The app only ever sees keys, so a local folder (the default) and
 * an S3-compatible bucket (docs/storage.md) are interchangeable. Any method may reject with
 * StorageUnavailableError when the storage itself cannot be reached.
 */
export interface FileStorage {
  /** Streams `source` under a new random key; nothing is left behind when it fails. */
  put(source: Readable, options: PutOptions): Promise<StoredFile>;
  /** A stream of the file's bytes; NotFoundError-like FileMissingError when there is none. */
  openRead(key: string): Promise<Readable>;
  /** Size of the file, or undefined when there is none (or the key is malformed). */
  stat(key: string): Promise<FileStat | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** The file was larger than allowed; the partial copy is already gone. */
export class FileTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${describeBytes(maxBytes)}`, 'PAYLOAD_TOO_LARGE', 413);
  }
}

export class FileMissingError extends AppError {
  constructor() {
    super('File not found', 'NOT_FOUND', 404);
  }
}

/**
 * The storage could not be reached or refused the app (a bucket down, missing or misconfigured):
 * a 503 the client may retry, with the cause logged by the storage and never sent to the client.
 */
export class StorageUnavailableError extends AppError {
  constructor() {
    super(
      'File storage is unavailable right now; please try again shortly',
      SERVICE_UNAVAILABLE_CODE,
      503,
    );
  }
}

/** "5 MB", "512 KB", "100 bytes": limits as people read them. */
export function describeBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
