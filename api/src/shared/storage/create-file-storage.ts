import { S3Client } from '@aws-sdk/client-s3';
import type { Logger } from '../logger';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import type { StorageSettings } from './storage-settings';

/** The app's one file storage: the local folder by default, a bucket when STORAGE_URL says so. */
export function createFileStorage(settings: StorageSettings, logger: Logger): FileStorage {
  if (settings.kind === 'local') return new LocalFileStorage(settings.folder);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Since 2025 the SDK adds CRC32 checksums to every request and checks them on answers;
    // several S3-compatible stores (older MinIO, R2, s3rver) reject or lack them. Sending them
    // only where S3 requires them works everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket fails in seconds (a 503 to the client) instead of holding the
    // request until the request timeout.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return new S3FileStorage(
    client,
    { bucket: settings.bucket, prefix: settings.prefix },
    logger.child({ component: 'object-storage' }),
  );
}
