import type { Options } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { Services } from './services.js';
import type { EventSubscriber } from './events/event-dispatch.js';

/**
 * What a domain module contributes to the portal. Each module's index.ts exports one; the boot
 * files (entities.ts, resolvers.ts, jobs.ts) list modules, never a module's own files.
 */
export interface PortalModule {
  name: string;
  entities: NonNullable<Options['entities']>;
  resolvers: ClassType[];
  /** Registers the module's background job handlers, once per process. */
  registerJobs?: (services: Services) => void;
  /** HTTP routes outside GraphQL and REST (documents for browsers and harvesters), mounted at the root. */
  routes?: (services: Services) => Router;
  /** Reactions to the event log (points, kept-up statistics), each handed every event of its types once. */
  eventSubscribers?: EventSubscriber[];
}
