import type { PortalModule } from '../../core/module.js';
import type { Services } from '../../core/services.js';
import express from 'express';
import { feedRoutes } from './feeds.js';
import { openSearchRoutes } from './opensearch.js';
import { siteFileRoutes } from './site-files.js';
import { sitemapRoutes } from './sitemap.js';
import { oaiRoutes } from './oai/oai.routes.js';
import { OaiTombstone } from './oai/oai-tombstone.entity.js';
import { CitationResolver } from './citation/citation.resolver.js';
import { SiteSettingsResolver } from './site-settings.resolver.js';
import { ApiKey } from './api-keys/api-key.entity.js';
import { apiKeyCrud, ApiKeyRotationResolver } from './api-keys/api-key.resolver.js';

/** 接口密钥: the CRUD (REST rows from the table) and the guard app.ts puts before /graphql and /api. */
export const openDataCruds = [apiKeyCrud];
export { apiKeyGuard } from './api-keys/api-key.guard.js';

/**
 * Open data for integrators and browsers (issue 18): OpenSearch, feeds, OAI-PMH, citations and API
 * keys; for crawlers and phones (issue 52): the sitemap, robots.txt, the web manifest and its icons.
 */
export const openDataModule: PortalModule = {
  name: 'open-data',
  entities: [OaiTombstone, ApiKey],
  resolvers: [CitationResolver, ApiKeyRotationResolver, apiKeyCrud.resolver, SiteSettingsResolver],
  routes: (services: Services) =>
    express.Router().use(openSearchRoutes(services), feedRoutes(services), oaiRoutes(services), sitemapRoutes(services), siteFileRoutes(services)),
};
