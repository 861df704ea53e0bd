import { AuditLog } from './core/audit/audit-log.entity.js';
import { StoredFile } from './core/upload/stored-file.entity.js';
import { EventCursor, UsageEvent } from './core/events/usage-event.entity.js';
import { modules } from './modules.js';

/** Every entity, listed explicitly (no folder globbing: it breaks under vitest and in dist/). */
export const entities = [AuditLog, StoredFile, UsageEvent, EventCursor, ...modules.flatMap((module) => module.entities)];
