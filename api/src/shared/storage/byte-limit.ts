import { Transform } from 'node:stream';
import { FileTooLargeError } from './file-storage';

/** Passes bytes through and fails the stream as soon as more than `maxBytes` went by. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new FileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

/**
 * graphql-upload and busboy end an over-long file stream with their own error (status 413);
 * it means the same as ours.
 */
export function asFileTooLarge(error: unknown, maxBytes: number): unknown {
  if (error instanceof FileTooLargeError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 413 ? new FileTooLargeError(maxBytes) : error;
}
