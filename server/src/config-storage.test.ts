import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lp-config-'));
const S3 = { STORAGE: 's3', S3_BUCKET: 'library-files' };

describe('storage settings (issue 18)', () => {
  it('keeps files in the data directory by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE: 'LOCAL' }).storage).toEqual({ kind: 'local' });
  });

  it('reads a bucket: AWS itself by default, a self-hosted endpoint with path-style addresses unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...S3 }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'library-files',
      region: 'us-east-1',
      forcePathStyle: false,
      partSize: 16 * 1024 * 1024,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir(),
      ...S3,
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'cn-north-1',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    }).storage;
    expect(minio).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      bucket: 'library-files',
      region: 'cn-north-1',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
      partSize: 16 * 1024 * 1024,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...S3, S3_PART_SIZE_MB: '5' }).storage).toMatchObject({ partSize: 5 * 1024 * 1024 });
    const virtualHosts = loadConfig({ DATA_DIR: dataDir(), ...S3, S3_ENDPOINT: 'https://oss.example.com', S3_FORCE_PATH_STYLE: 'false' });
    expect(virtualHosts.storage).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ STORAGE: 'nfs' }, /STORAGE must be "local" or "s3"/],
    [{ STORAGE: 's3' }, /S3_BUCKET must be a bucket name with STORAGE=s3/],
    [{ ...S3, S3_BUCKET: 'Library_Files' }, /S3_BUCKET must be a bucket name/],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL without a path/],
    [{ ...S3, S3_ACCESS_KEY_ID: 'portal' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    // S3 refuses parts under 5 MiB (but the last).
    [{ ...S3, S3_PART_SIZE_MB: '4' }, /S3_PART_SIZE_MB must be an integer between 5 and 5120/],
    [{ S3_BUCKET: 'library-files' }, /S3_BUCKET set without STORAGE=s3/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
