import { Arg, Ctx, Field, InputType, Int, Query, Resolver } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import type { Context } from '../context.js';
import { Roles } from '../auth/decorators.js';
import { assertPaging, createPageType } from '../crud/page.js';
import { AuditLog } from './audit-log.entity.js';

const AuditLogPage = createPageType(AuditLog, 'AuditLogPage');

@InputType()
class AuditLogFilter {
  @Field({ nullable: true, description: 'GraphQL type name, e.g. News' })
  @IsOptional()
  @MaxLength(64)
  entity?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  action?: string;
}

@Resolver(() => AuditLog)
export class AuditLogResolver {
  @Roles('ADMIN')
  @Query(() => AuditLogPage, { description: 'Administrator actions, newest first' })
  async auditLogs(
    @Ctx() ctx: Context,
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
  ) {
    assertPaging(page, pageSize);
    const where = { ...(filter?.entity ? { entity: filter.entity } : {}), ...(filter?.action ? { action: filter.action } : {}) };
    const [items, total] = await ctx.em.findAndCount(AuditLog, where, { orderBy: { id: 'DESC' }, limit: pageSize, offset: (page - 1) * pageSize });
    return { items, total, page, pageSize, totalCapped: false };
  }
}
