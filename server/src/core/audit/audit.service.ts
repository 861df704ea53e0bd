import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { ADMIN_ENTITY } from './admin-ref.js';
import type { AuditChange } from './audit-changes.js';
import { AuditLog } from './audit-log.entity.js';

/** Who performs an admin mutation, taken from the request (never from the input). */
/** Who the audit log and the backup list name for what was done with the `portal` command (no administrator logged in). */
export const COMMAND_LINE = '命令行';

export interface Actor {
  adminId: number;
  adminName: string;
  ip: string;
}

export function actorOf(ctx: Context): Actor {
  if (ctx.viewer?.kind !== 'admin') throw AppError.forbidden();
  return { adminId: ctx.viewer.id, adminName: ctx.viewer.name, ip: ctx.ip };
}

/**
 * Records an admin mutation; call it inside the mutation's transaction so both land or neither.
 * `changes`: the fields it changed, before and after (audit-changes.ts), shown by the log's detail;
 * `detail`: the reason the administrator gave, if any.
 */
export function recordAudit(
  em: EntityManager,
  actor: Actor,
  action: string,
  entity: string,
  ids: number[],
  changes: AuditChange[] = [],
  detail?: string,
) {
  em.persist(
    em.create(AuditLog, {
      admin: em.getReference(ADMIN_ENTITY, actor.adminId),
      adminName: actor.adminName,
      action,
      entity,
      targetIds: ids,
      ip: actor.ip,
      detail: detail ?? null,
      createdAt: new Date(),
      changes,
    }),
  );
}
