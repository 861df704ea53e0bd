import { ConfigError, int } from './config.js';

/** Where uploads and readers' files live: the data directory (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** S3_ENDPOINT: unset for AWS itself. */
      endpoint?: string;
      bucket: string;
      region: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      /** S3_PART_SIZE_MB: a file larger than this is uploaded in parts of this size (multipart upload), in bytes. */
      partSize: number;
    };

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PART_SIZE_MB'];

/** STORAGE (`local` or `s3`) and, for `s3`, the bucket's S3_* settings; checked at start. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE ?? '').trim().toLowerCase() || 'local';
  const given = (name: string) => (env[name] ?? '').trim();
  if (kind === 'local') {
    const stray = S3_SETTINGS.filter((name) => given(name));
    if (stray.length) throw new ConfigError(`${stray.join(', ')} set without STORAGE=s3 (uploads would stay on the local disk)`);
    return { kind };
  }
  if (kind !== 's3') throw new ConfigError(`STORAGE must be "local" or "s3", got "${env.STORAGE}"`);

  const bucket = given('S3_BUCKET');
  // The S3 rules for bucket names (3–63 lower-case letters, digits, dots and hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name with STORAGE=s3, got "${bucket}"`);
  const endpoint = given('S3_ENDPOINT') || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL without a path, got "${endpoint}"`);
  const region = given('S3_REGION') || 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  const accessKeyId = given('S3_ACCESS_KEY_ID');
  const secretAccessKey = given('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = given('S3_FORCE_PATH_STYLE').toLowerCase();
  if (!['', 'true', 'false'].includes(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    kind,
    endpoint: endpoint?.replace(/\/$/, ''),
    bucket,
    region,
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // A self-hosted store (an endpoint given) usually has no per-bucket host names.
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    // S3's smallest part is 5 MiB (but the last); 16 MiB parts, two in flight, keep 32 MiB in memory.
    partSize: int(env, 'S3_PART_SIZE_MB', 16, 5, 5 * 1024) * 1024 * 1024,
  };
}
