import { mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Storage } from '../../core/upload/storage.js';
import { listFiles } from './backup-archive.js';

/** Objects copied (or put back) at once: a bucket answers each in a round trip. */
const PARALLEL = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(work));
}

/**
 * The directory whose files the archive takes as `<area>/…` (`uploads`, `private`): the store's own
 * when it is local (no copy); otherwise every object, listed now, is copied into `workDir/<area>`
 * first (so a backup of a bucket needs room for its files beside the archive for a while). An
 * object removed meanwhile is simply not in the backup.
 */
export async function uploadsForArchive(storage: Storage, workDir: string, area = 'uploads'): Promise<string> {
  const root = storage.localRoot();
  if (root) return root;
  const dir = join(workDir, area);
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  await inBatches(keys, async (key) => {
    await mkdir(dirname(join(dir, key)), { recursive: true });
    await storage.copyToLocal(key, join(dir, key));
  });
  return dir;
}

/**
 * Makes the store hold exactly the archive's files (unpacked under `restored`). A local store swaps
 * directories: the current entries move aside (into `replaced`, deleted with the work directory),
 * then the archive's move in, each a rename under the data directory; the directory itself stays (it
 * may be a mount point). Another store gets every archived file put back, then loses the objects
 * the backup does not have.
 */
export async function restoreUploads(storage: Storage, restored: string, replaced: string) {
  const root = storage.localRoot();
  if (root) return swapDirectory(root, restored, replaced);
  const incoming = await listFiles(restored);
  await inBatches(incoming, (key) => storage.putFile(key, join(restored, key)));
  const kept = new Set(incoming);
  const extra: string[] = [];
  for await (const key of storage.list()) if (!kept.has(key)) extra.push(key);
  await inBatches(extra, (key) => storage.remove(key));
}

async function swapDirectory(root: string, restored: string, replaced: string) {
  await mkdir(root, { recursive: true });
  await mkdir(replaced, { recursive: true });
  for (const name of await readdir(root)) await rename(join(root, name), join(replaced, name));
  const incoming = await readdir(restored).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of incoming) await rename(join(restored, name), join(root, name));
}
