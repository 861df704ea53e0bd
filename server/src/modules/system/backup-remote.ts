import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Services } from '../../core/services.js';
import { createStorage } from '../../core/upload/storage-factory.js';
import type { Storage } from '../../core/upload/storage.js';
import type { Backup } from './backup.entity.js';

/** The bucket's folder the archives are copied to (beside `uploads/` and `private/`). */
export const REMOTE_PREFIX = 'backups/';

const stores = new WeakMap<Services, Storage>();

/**
 * Where copies of the archives go: the object store's `backups/` when STORAGE=s3 (so that a lost
 * data volume does not take the backups with it); none with local storage, where the archive is
 * already on the disk the uploads are on and a second copy there would protect from nothing.
 */
export function remoteStore(services: Services): Storage | undefined {
  if (services.config.storage.kind !== 's3') return undefined;
  let store = stores.get(services);
  if (!store) stores.set(services, (store = createStorage(services.config, 'backups')));
  return store;
}

/** The key of a backup's copy in the `backups/` store. */
export const remoteKey = (backup: Pick<Backup, 'name'>) => `${backup.name}.tar`;

/** How the list shows where the copy is: `s3://bucket/backups/<name>.tar`. */
export function remoteLocation(services: Services, backup: Pick<Backup, 'name'>): string | undefined {
  const storage = services.config.storage;
  return storage.kind === 's3' ? `s3://${storage.bucket}/${REMOTE_PREFIX}${remoteKey(backup)}` : undefined;
}

/** Copies the finished archive to the object store; answers where it is, or undefined without one. */
export async function copyToRemote(services: Services, backup: Pick<Backup, 'name'>, archive: string): Promise<string | undefined> {
  const store = remoteStore(services);
  if (!store) return undefined;
  await store.putFile(remoteKey(backup), archive);
  return remoteLocation(services, backup);
}

/** Deletes the copy, if any (nothing happens when there is none). */
export async function removeRemote(services: Services, backup: Pick<Backup, 'name' | 'remoteCopy'>): Promise<void> {
  const store = remoteStore(services);
  if (store && backup.remoteCopy) await store.remove(remoteKey(backup));
}

/**
 * Brings the copy back to `archive` on the local disk (a restore after the local file was lost):
 * written beside it first, then renamed, so a broken download leaves no half archive. False when
 * there is no copy to fetch.
 */
export async function fetchRemote(services: Services, backup: Pick<Backup, 'name' | 'remoteCopy'>, archive: string): Promise<boolean> {
  const store = remoteStore(services);
  if (!store || !backup.remoteCopy) return false;
  const partial = `${archive}.download`;
  await mkdir(dirname(archive), { recursive: true });
  try {
    if (!(await store.copyToLocal(remoteKey(backup), partial))) return false;
    await rename(partial, archive);
    return true;
  } finally {
    await rm(partial, { force: true });
  }
}
