import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Viewer } from './auth/viewer.js';
import type { Services } from './services.js';

/** What every resolver receives: a request-scoped EntityManager, the viewer, the request. */
export interface Context {
  em: EntityManager;
  viewer?: Viewer;
  ip: string;
  req?: Request;
  services: Services;
}
