import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Info, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import type { FilterQuery } from '@mikro-orm/core';
import type { Context } from '../context.js';
import { Roles } from '../auth/decorators.js';
import { assertPaging, createPageType, SortOrder } from '../crud/page.js';
import { parseId } from '../crud/ids.js';
import { AppError } from '../errors/app-error.js';
import { AuditLog } from './audit-log.entity.js';

const AuditLogPage = createPageType(AuditLog, 'AuditLogPage');

/** The log sorts by time only (ids follow time); the enum lets the back office's generic list page ask for it. */
enum AuditLogSortField {
  createdAt = 'createdAt',
}
registerEnumType(AuditLogSortField, { name: 'AuditLogSortField' });

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

  @Field(() => ID, { nullable: true, description: 'The administrator who acted' })
  adminId?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Actions at or after this time' })
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Actions before this time' })
  to?: Date;
}

@ObjectType({ description: 'An administrator who appears in the log, with the name last recorded' })
class AuditLogActor {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;
}

@ObjectType({ description: "The values the log's filters can take: those present in the log" })
class AuditLogFacets {
  @Field(() => [String])
  entities!: string[];

  @Field(() => [String])
  actions!: string[];

  @Field(() => [AuditLogActor])
  admins!: AuditLogActor[];
}

/** At most this many values per facet (the log holds a few dozen types and actions). */
const MAX_FACET_VALUES = 200;

/**
 * The distinct values of an indexed column, one index probe each (a loose index scan): the log
 * may hold millions of rows, its distinct types and actions a few dozen.
 */
const distinctSql = (column: string) => `
with recursive t(v) as (
  (select ${column} from audit_log where ${column} is not null order by ${column} limit 1)
  union all
  select (select ${column} from audit_log where ${column} > t.v order by ${column} limit 1) from t where t.v is not null
)
select v from t where v is not null limit ${MAX_FACET_VALUES}`;

/** Whether the query asks for `items { changes }`: only then are the (lazy, large) changes read. */
function asksForChanges(info: GraphQLResolveInfo): boolean {
  const has = (set: SelectionSetNode | undefined, name: string) =>
    set?.selections.find((s) => s.kind === 'Field' && s.name.value === name) as { selectionSet?: SelectionSetNode } | undefined;
  return info.fieldNodes.some((node) => has(has(node.selectionSet, 'items')?.selectionSet, 'changes'));
}

@Resolver(() => AuditLog)
export class AuditLogResolver {
  @Roles('ADMIN')
  @Query(() => AuditLogPage, { description: 'Administrator actions, newest first (操作日志)' })
  async auditLogs(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
    @Arg('sortBy', () => AuditLogSortField, { nullable: true }) _sortBy: AuditLogSortField | null,
    @Arg('order', () => SortOrder, { nullable: true, description: 'Newest first (DESC) unless ASC' }) order: SortOrder | null,
  ) {
    assertPaging(page, pageSize);
    if (filter?.from && filter.to && filter.from > filter.to) throw AppError.badInput('to', '结束时间不能早于开始时间');
    const createdAt = { ...(filter?.from ? { $gte: filter.from } : {}), ...(filter?.to ? { $lt: filter.to } : {}) };
    const where: FilterQuery<AuditLog> = {
      ...(filter?.entity ? { entity: filter.entity } : {}),
      ...(filter?.action ? { action: filter.action } : {}),
      ...(filter?.adminId ? { admin: parseId(filter.adminId, 'adminId') } : {}),
      ...(Object.keys(createdAt).length ? { createdAt } : {}),
    };
    const [items, total] = await ctx.em.findAndCount(AuditLog, where, {
      // By time, as the (type | action | admin, created_at) indexes read; ids break ties.
      orderBy: [{ createdAt: order === SortOrder.ASC ? 'ASC' : 'DESC' }, { id: order === SortOrder.ASC ? 'ASC' : 'DESC' }],
      limit: pageSize,
      offset: (page - 1) * pageSize,
      ...(asksForChanges(info) ? { populate: ['changes'] as never } : {}),
    });
    return { items, total, page, pageSize, totalCapped: false };
  }

  @Roles('ADMIN')
  @Query(() => AuditLog, { description: 'One administrator action with the fields it changed (操作日志详情)' })
  async auditLog(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<AuditLog> {
    const log = await ctx.em.findOne(AuditLog, { id: parseId(id) }, { populate: ['changes'] as never });
    if (!log) throw AppError.notFound();
    return log;
  }

  @Roles('ADMIN')
  @Query(() => AuditLogFacets, { description: "The log's types, actions and administrators, for its filters" })
  async auditLogFacets(@Ctx() ctx: Context): Promise<AuditLogFacets> {
    const connection = ctx.em.getConnection();
    const [entities, actions, admins] = await Promise.all([
      connection.execute<{ v: string }[]>(distinctSql('entity')),
      connection.execute<{ v: string }[]>(distinctSql('action')),
      connection.execute<{ id: number; name: string }[]>(
        `select a.v as id, (select admin_name from audit_log where admin_id = a.v order by created_at desc limit 1) as name
         from (${distinctSql('admin_id')}) a`,
      ),
    ]);
    return {
      entities: entities.map((row) => row.v),
      actions: actions.map((row) => row.v),
      admins: admins.map((row) => ({ id: row.id, name: row.name })),
    };
  }
}
