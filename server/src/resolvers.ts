import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AuditLogResolver } from './core/audit/audit.resolver.js';
import { UploadResolver } from './core/upload/upload.resolver.js';
import { modules } from './modules.js';

/** Every resolver class: core's, then each module's. */
export const resolvers: NonEmptyArray<ClassType> = [AuditLogResolver, UploadResolver, ...modules.flatMap((module) => module.resolvers)];
