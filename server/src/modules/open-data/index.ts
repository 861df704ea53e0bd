import type { PortalModule } from '../../core/module.js';
import { openSearchRoutes } from './opensearch.js';

/** Open data for integrators and browsers (issue 18): OpenSearch so far. */
export const openDataModule: PortalModule = {
  name: 'open-data',
  entities: [],
  resolvers: [],
  routes: openSearchRoutes,
};
