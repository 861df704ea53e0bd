import { join } from 'node:path';
import type { Services } from '../../core/services.js';
import { LocalStorage } from '../../core/upload/storage.js';

const stores = new WeakMap<Services, LocalStorage>();

/**
 * Readers' own files (the cloud) live beside the uploads, not among them: `/uploads` serves its
 * store to anyone a resource allows, and a reader's file belongs to no resource. These are sent
 * only through the owner-checked route (download.routes.ts).
 */
export function privateStorage(services: Services): LocalStorage {
  let store = stores.get(services);
  if (!store) stores.set(services, (store = new LocalStorage(join(services.config.dataDir, 'private'))));
  return store;
}
