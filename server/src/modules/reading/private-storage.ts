import type { Services } from '../../core/services.js';
import { createStorage } from '../../core/upload/storage-factory.js';
import type { Storage } from '../../core/upload/storage.js';

const stores = new WeakMap<Services, Storage>();

/**
 * Readers' own files (the cloud) live beside the uploads, not among them (`${DATA_DIR}/private`, or
 * `private/` in the bucket): `/uploads` serves its store to anyone a resource allows, and a reader's
 * file belongs to no resource. These are sent only through the owner-checked route (file-routes.ts).
 */
export function privateStorage(services: Services): Storage {
  let store = stores.get(services);
  if (!store) stores.set(services, (store = createStorage(services.config, 'private')));
  return store;
}
