import type { Services } from './core/services.js';
import { dispatchEvents, EVENTS_DISPATCH_JOB } from './core/events/event-dispatch.js';
import { modules } from './modules.js';

/** Every module's event subscribers, in module order. */
export const eventSubscribers = modules.flatMap((module) => module.eventSubscribers ?? []);

/** Every background job type and schedule, defined once per process (explicit, like entities and resolvers). */
export function registerJobHandlers(services: Services) {
  for (const module of modules) module.registerJobs?.(services);
  services.jobs.define({
    name: EVENTS_DISPATCH_JOB,
    // Every minute, once across all processes: points and kept-up statistics lag the log by at most that.
    schedule: '* * * * *',
    policy: 'exclusive',
    maxAttempts: 1,
    keepCompletedSeconds: 24 * 3600,
    handler: () => dispatchEvents(services.orm, eventSubscribers, services.log),
  });
}
