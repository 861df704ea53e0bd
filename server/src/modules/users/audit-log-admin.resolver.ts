import { FieldResolver, Resolver, Root } from 'type-graphql';
import { AuditLog } from '../../core/audit/audit-log.entity.js';
import { AdminUser } from './admin-user.entity.js';

/** `AuditLog.admin`: core stores the administrator's id; the users module, which owns AdminUser, resolves it. */
@Resolver(() => AuditLog)
export class AuditLogAdminResolver {
  /** Loads are batched by MikroORM's dataloader: one query for the whole page. */
  @FieldResolver(() => AdminUser, { nullable: true })
  async admin(@Root() log: AuditLog): Promise<AdminUser | null> {
    return ((await log.admin?.load()) as AdminUser | undefined | null) ?? null;
  }
}
