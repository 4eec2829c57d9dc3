import path from 'node:path';
import { z } from 'zod';
import { booleanFlag } from '../env-flag';

/** s3://bucket or s3://bucket/prefix, with S3's rules for bucket names. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w./-]*))?$/;
const S3_URL_MESSAGE =
  'must be s3://bucket or s3://bucket/prefix (bucket: 3-63 lowercase letters, digits, dots or hyphens; prefix: letters, digits, . _ - /)';

/** File storage settings in the environment (README: Configuration). */
export const storageEnvShape = {
  STORAGE_URL: z.string().regex(S3_URL, S3_URL_MESSAGE).optional(),
  S3_ENDPOINT: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>> & { DATA_DIR: string };

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * S3 settings without STORAGE_URL would silently leave files on one server's disk, and half a
 * key pair would silently fall back to other credentials: both stop the start instead.
 */
export function requireConsistentStorageSettings(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (!env.STORAGE_URL) {
    for (const key of S3_KEYS.filter((name) => env[name] !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'needs STORAGE_URL=s3://bucket' });
    }
    return;
  }
  const { S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (keyId && !secret) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'required with S3_ACCESS_KEY_ID',
    });
  }
  if (secret && !keyId) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'required with S3_SECRET_ACCESS_KEY',
    });
  }
}

export type StorageSettings =
  | { kind: 'local'; folder: string }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region: string;
      /** For stores other than AWS S3 (MinIO, R2, Spaces); unset means AWS. */
      endpoint: string | undefined;
      /** http://host/bucket/key instead of http://bucket.host/key, as MinIO needs. */
      forcePathStyle: boolean;
      /** Unset means the SDK's own chain: AWS_* variables, shared config, an instance role. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export function storageSettings(env: StorageEnv): StorageSettings {
  const match = env.STORAGE_URL ? S3_URL.exec(env.STORAGE_URL) : null;
  // Outside every folder the web server serves: files reach browsers only through handlers.
  if (!match) return { kind: 'local', folder: path.resolve(env.DATA_DIR, 'uploads') };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    bucket: match[1] ?? '',
    prefix: folderPrefix(match[2] ?? ''),
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** 'uploads', '/uploads/' and 'uploads//' all mean the folder 'uploads/'; '' the bucket's root. */
function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  return trimmed ? `${trimmed}/` : '';
}
