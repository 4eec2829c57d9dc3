import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

/** The message loadConfig stops with, or '' when the settings are accepted. */
function configProblem(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('file storage settings', () => {
  it('keeps uploads in DATA_DIR/uploads when nothing is configured', () => {
    expect(loadConfig({ DATA_DIR: 'var/site' }).storage).toEqual({
      kind: 'local',
      folder: path.resolve('var/site', 'uploads'),
    });
  });

  it('uses a bucket and prefix from STORAGE_URL with the S3_ settings', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://company-files/site/uploads/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'company-files',
      prefix: 'site/uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it('defaults to AWS in us-east-1 with the SDK credential chain and the bucket root', () => {
    expect(loadConfig({ STORAGE_URL: 's3://company-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'company-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ['https://bucket/prefix', 'STORAGE_URL: must be s3://bucket or s3://bucket/prefix'],
    ['s3://Upper_Case', 'STORAGE_URL: must be s3://bucket'],
    ['s3://b', 'STORAGE_URL: must be s3://bucket'],
  ])('refuses STORAGE_URL=%s, saying what it must be', (value, message) => {
    expect(configProblem({ STORAGE_URL: value })).toContain(message);
  });

  it('refuses S3 settings without STORAGE_URL instead of silently using the local disk', () => {
    const problem = configProblem({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' });
    expect(problem).toContain('S3_ENDPOINT: needs STORAGE_URL=s3://bucket');
    expect(problem).toContain('S3_REGION: needs STORAGE_URL=s3://bucket');
  });

  it('refuses half a key pair and an endpoint that is not http(s)', () => {
    const problem = configProblem({
      STORAGE_URL: 's3://company-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_ENDPOINT: 'ftp://storage.example.com',
    });
    expect(problem).toContain('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
    expect(problem).toContain('S3_ENDPOINT: must start with http:// or https://');
  });
});
