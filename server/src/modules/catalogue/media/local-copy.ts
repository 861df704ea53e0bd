import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Storage } from '../../../core/upload/storage.js';

/**
 * Runs `work` on a copy of the stored file in a fresh temporary directory (ffmpeg reads and writes
 * local files, and the store may be a bucket), removed afterwards; undefined when there is no such file.
 */
export async function withLocalCopy<T>(storage: Storage, key: string, work: (path: string, dir: string) => Promise<T>): Promise<T | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'lp-media-'));
  try {
    const path = join(dir, `input${extname(key)}`);
    if (!(await storage.copyToLocal(key, path))) return undefined;
    return await work(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
