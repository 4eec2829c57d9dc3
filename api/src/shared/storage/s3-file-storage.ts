import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import type { Logger } from '../logger';
import { asFileTooLarge, ByteLimit } from './byte-limit';
import {
  FileMissingError,
  StorageUnavailableError,
  type FileStat,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './file-storage';
import { isStorageKey, newStorageKey } from './storage-key';

export interface S3Location {
  bucket: string;
  /** Put before every key: '' or a folder ending in '/', so one bucket can serve several apps. */
  prefix: string;
}

/**
 * Files in an S3-compatible bucket (AWS S3, R2, MinIO), so every server behind a load balancer
 * sees the same files. The bucket stays private: the app streams files to browsers itself,
 * with its own headers and access checks.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly s3: S3Client,
    private readonly location: S3Location,
    private readonly logger: Logger,
  ) {}

  async put(source: Readable, { maxBytes }: PutOptions): Promise<StoredFile> {
    const key = newStorageKey();
    const limit = new ByteLimit(maxBytes);
    // Failures of the body itself (the client went away, the file is too large) surface on
    // `limit`, which the pipeline fails when the source fails; anything else the Upload rejects
    // with came from the bucket. The outcome is read from the Upload, not the pipeline.
    let bodyError: unknown;
    limit.on('error', (error) => (bodyError = error));
    pipeline(source, limit, () => undefined);
    // A multipart upload when the file outgrows one part: streams without knowing the size.
    // Parts are aborted here rather than by the Upload, so a failing abort (some S3-compatible
    // stores lack it) cannot hide why the upload failed.
    const upload = new Upload({
      client: this.s3,
      params: { ...this.target(key), Body: limit },
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      source.destroy();
      limit.destroy();
      await this.removeQuietly(key, upload.uploadId);
      if (error === bodyError) throw asFileTooLarge(error, maxBytes);
      throw this.unavailable(error, 'put');
    }
    return { key, size: limit.bytes };
  }

  async openRead(key: string): Promise<Readable> {
    if (!isStorageKey(key)) throw new FileMissingError();
    try {
      const { Body } = await this.s3.send(new GetObjectCommand(this.target(key)));
      if (!(Body instanceof Readable)) throw new TypeError('The object body is not a Node stream');
      return Body;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') throw new FileMissingError();
      throw this.unavailable(error, 'openRead');
    }
  }

  async stat(key: string): Promise<FileStat | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const head = await this.s3.send(new HeadObjectCommand(this.target(key)));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      // A HEAD answer has no body, so a missing key comes back as a bare 404 'NotFound'.
      if (errorName(error) === 'NotFound' || errorName(error) === 'NoSuchKey') return undefined;
      throw this.unavailable(error, 'stat');
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    try {
      // S3 answers 204 for a key that is not there: deleting twice is harmless.
      await this.s3.send(new DeleteObjectCommand(this.target(key)));
    } catch (error) {
      throw this.unavailable(error, 'delete');
    }
  }

  private target(key: string): { Bucket: string; Key: string } {
    return { Bucket: this.location.bucket, Key: `${this.location.prefix}${key}` };
  }

  /**
   * After a failed put, no object should appear under the key: parts already sent are aborted,
   * and a completed object (a failure after completion) is deleted. Best effort: what remains
   * is unreferenced, and logged so an operator can remove it.
   */
  private async removeQuietly(key: string, uploadId: string | undefined): Promise<void> {
    const target = this.target(key);
    const cleanups = [this.s3.send(new DeleteObjectCommand(target))];
    if (uploadId)
      cleanups.push(
        this.s3.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })),
      );
    for (const result of await Promise.allSettled(cleanups)) {
      if (result.status === 'rejected') {
        this.logger.warn({ err: result.reason, ...target }, 'could not clean up a failed upload');
      }
    }
  }

  /** Logs what went wrong for operators; the client only learns that storage is unavailable. */
  private unavailable(error: unknown, operation: string): StorageUnavailableError {
    this.logger.error(
      { err: error, bucket: this.location.bucket, operation },
      'object storage request failed',
    );
    return new StorageUnavailableError();
  }
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}
