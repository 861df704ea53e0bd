import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AuditLogResolver } from './core/audit/audit.resolver.js';
import { UploadResolver } from './core/upload/upload.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { catalogueResolvers } from './modules/catalogue/catalogue.resolvers.js';
import { contentCruds } from './modules/content/content.resolvers.js';
import { MenuResolver } from './modules/content/menu.js';
import { NewsNeighboursResolver } from './modules/content/news-neighbours.resolver.js';

/** Every resolver class; a new module adds its own here. */
export const resolvers: NonEmptyArray<ClassType> = [
  AuthResolver,
  AuditLogResolver,
  UploadResolver,
  MenuResolver,
  NewsNeighboursResolver,
  ...contentCruds.map((crud) => crud.resolver),
  ...catalogueResolvers,
];
