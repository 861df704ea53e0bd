import { AuditLog } from './core/audit/audit-log.entity.js';
import { StoredFile } from './core/upload/stored-file.entity.js';
import { EventCursor, UsageEvent } from './core/events/usage-event.entity.js';
import { SystemSetting } from './core/settings/system-setting.entity.js';
import { modules } from './modules.js';

/** Every entity, listed explicitly (no folder globbing: it breaks under vitest and in dist/). */
export const entities = [AuditLog, StoredFile, UsageEvent, EventCursor, SystemSetting, ...modules.flatMap((module) => module.entities)];
