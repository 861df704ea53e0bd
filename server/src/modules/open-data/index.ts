import type { PortalModule } from '../../core/module.js';
import type { Services } from '../../core/services.js';
import express from 'express';
import { feedRoutes } from './feeds.js';
import { openSearchRoutes } from './opensearch.js';

/** Open data for integrators and browsers (issue 18): OpenSearch and feeds so far. */
export const openDataModule: PortalModule = {
  name: 'open-data',
  entities: [],
  resolvers: [],
  routes: (services: Services) => express.Router().use(openSearchRoutes(services), feedRoutes(services)),
};
