import busboy, { type Busboy, type FileInfo } from 'busboy';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, ValidationError } from '../errors';
import { UploadTooLargeError } from './store-upload';
import type { UploadedFile } from './uploaded-file';

export interface MultipartOptions {
  /** The one form field that may carry a file. */
  fileField: string;
  maxFileBytes: number;
  /** Text fields a form may have (default 20). */
  maxFields?: number;
  /** Bytes of one text field (default 256 KB); services apply their own, tighter rules. */
  maxFieldBytes?: number;
}

const FILE_KEY = 'uploadedFile';

/** The file a multipart REST request carried, if any (after `multipartForm`). */
export function uploadedFile(res: Response): UploadedFile | undefined {
  return res.locals[FILE_KEY] as UploadedFile | undefined;
}

/**
 * Route middleware for multipart/form-data REST calls: text fields become `req.body`, the one
 * allowed file is spooled to a temporary file (within its size limit) and offered as an
 * UploadedFile, removed again when the response ends. Other content types (JSON) pass through.
 * Limits answer 413 and malformed forms 400, each as JSON with a message.
 */
export function multipartForm(options: MultipartOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    new MultipartRead(req, res, next, options).start();
  };
}

class MultipartRead {
  private finished = false;
  private readonly fields: Record<string, string> = {};
  /** Resolves false when writing the temporary file failed. */
  private spooling: Promise<boolean> | undefined;
  private tempFile: string | undefined;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly next: NextFunction,
    private readonly options: MultipartOptions,
  ) {}

  start(): void {
    let parser: Busboy;
    try {
      parser = busboy({
        headers: this.req.headers,
        limits: {
          files: 1,
          fields: this.options.maxFields ?? 20,
          fieldSize: this.options.maxFieldBytes ?? 256 * 1024,
          // busboy flags a file only once it passes its limit; one byte more tells exact-size from over.
          fileSize: this.options.maxFileBytes + 1,
        },
      });
    } catch {
      return this.fail(new ValidationError('Request body is not a valid multipart form'));
    }
    this.res.on('close', () => void this.removeTempFile());
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        this.fail(new AppError(`The field ${name} is too long`, 'PAYLOAD_TOO_LARGE', 413));
      else this.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => this.onFile(name, stream, info));
    parser.on('filesLimit', () => this.fail(new ValidationError('Send at most one file')));
    parser.on('fieldsLimit', () =>
      this.fail(new AppError('Too many form fields', 'PAYLOAD_TOO_LARGE', 413)),
    );
    parser.on('error', () =>
      this.fail(new ValidationError('Request body is not a valid multipart form')),
    );
    parser.on('close', () => void this.complete());
    this.req.pipe(parser);
  }

  private onFile(name: string, stream: Readable, info: FileInfo): void {
    if (name !== this.options.fileField || this.finished) {
      stream.resume();
      if (!this.finished) this.fail(new ValidationError(`Unexpected file field '${name}'`));
      return;
    }
    const file = path.join(tmpdir(), `upload-${randomBytes(12).toString('hex')}`);
    this.tempFile = file;
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > this.options.maxFileBytes) {
        this.fail(new UploadTooLargeError(this.options.fileField, this.options.maxFileBytes));
      }
    });
    this.spooling = pipeline(stream, createWriteStream(file)).then(
      () => true,
      () => false,
    );
    this.res.locals[FILE_KEY] = {
      filename: info.filename ?? 'file',
      mimetype: info.mimeType,
      createReadStream: () => createReadStream(file),
    } satisfies UploadedFile;
  }

  private async complete(): Promise<void> {
    if ((await this.spooling) === false) {
      return this.fail(new ValidationError('The upload was interrupted'));
    }
    if (this.finished) return;
    this.finished = true;
    this.req.body = this.fields;
    this.next();
  }

  /** The first problem answers; the rest of the body is drained without parsing. */
  private fail(error: AppError): void {
    if (this.finished) return;
    this.finished = true;
    this.req.unpipe();
    this.req.resume();
    this.res.setHeader('Connection', 'close');
    void this.removeTempFile();
    this.next(error);
  }

  private async removeTempFile(): Promise<void> {
    if (this.tempFile) await rm(this.tempFile, { force: true });
  }
}
