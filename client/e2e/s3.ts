/**
 * An S3-compatible store for the field drill: s3rver (a real S3-protocol server, its files in a
 * temporary directory) on a free port of 127.0.0.1, with one empty bucket, and the STORAGE=s3
 * settings that point portals at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The STORAGE=s3 settings of the bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = 'portal-files'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lp-e2e-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials (it checks signatures with them).
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
