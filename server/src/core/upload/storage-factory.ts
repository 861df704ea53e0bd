import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { s3Client, S3Storage } from './s3-storage.js';
import { LocalStorage, type Storage } from './storage.js';

/**
 * The separate stores of the portal: `uploads` (served under /uploads), `private` (readers' own
 * files) and `backups` (copies of the backup archives, in a bucket: see backup-remote.ts).
 */
export type StorageArea = 'uploads' | 'private' | 'backups';

const clients = new WeakMap<Config, S3Client>();

/** A store as the settings say: `${DATA_DIR}/<area>` on disk, or `<area>/` in the S3 bucket (one client per settings). */
export function createStorage(config: Config, area: StorageArea): Storage {
  const settings = config.storage;
  if (settings.kind === 'local') return new LocalStorage(join(config.dataDir, area));
  let client = clients.get(config);
  if (!client) clients.set(config, (client = s3Client(settings)));
  return new S3Storage(client, settings.bucket, `${area}/`, settings.partSize);
}
