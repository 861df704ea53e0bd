import type { Services } from './core/services.js';
import { modules } from './modules.js';

/** Every background job type and schedule, defined once per process (explicit, like entities and resolvers). */
export function registerJobHandlers(services: Services) {
  for (const module of modules) module.registerJobs?.(services);
}
