import type { Services } from './services.js';
import { registerAuthSweep } from './modules/auth/auth-sweep.job.js';
import { registerAudioDuration } from './modules/catalogue/media/audio-duration.job.js';
import { registerResourceImport } from './modules/catalogue/import/import.job.js';
import { registerSearchIndex } from './modules/catalogue/search/search-index.job.js';
import { registerVideoConversion } from './modules/catalogue/media/video-conversion.job.js';

/** Every background job type and schedule, defined once per process (explicit, like entities and resolvers). */
export function registerJobHandlers(services: Services) {
  registerAuthSweep(services);
  registerVideoConversion(services);
  registerAudioDuration(services);
  registerResourceImport(services);
  registerSearchIndex(services);
}
