import type { PortalModule } from '../../core/module.js';
import type { Services } from '../../core/services.js';
import express from 'express';
import { feedRoutes } from './feeds.js';
import { openSearchRoutes } from './opensearch.js';
import { oaiRoutes } from './oai/oai.routes.js';
import { OaiTombstone } from './oai/oai-tombstone.entity.js';
import { CitationResolver } from './citation/citation.resolver.js';

/** Open data for integrators and browsers (issue 18): OpenSearch, feeds, OAI-PMH and citations so far. */
export const openDataModule: PortalModule = {
  name: 'open-data',
  entities: [OaiTombstone],
  resolvers: [CitationResolver],
  routes: (services: Services) => express.Router().use(openSearchRoutes(services), feedRoutes(services), oaiRoutes(services)),
};
