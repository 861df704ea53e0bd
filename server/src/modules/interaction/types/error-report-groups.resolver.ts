import { IsOptional, MaxLength } from 'class-validator';
import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../../core/context.js';
import { Roles } from '../../../core/auth/decorators.js';
import { assertPaging, createPageType, DEFAULT_PAGE_SIZE, type PageOf } from '../../../core/crud/page.js';
import { likePattern } from '../../../core/crud/where.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { ResourceKind } from '../../catalogue/index.js';

/** 纠错管理: one resource and the error reports readers sent about it. */
@ObjectType({ description: 'The error reports of one resource (资源纠错)', simpleResolvers: true })
export class ErrorReportGroup {
  @Field(() => ID)
  resourceId!: string;

  @Field()
  title!: string;

  @Field(() => ResourceKind)
  kind!: ResourceKind;

  @Field(() => Int, { description: 'Every report about the resource' })
  reports!: number;

  @Field(() => Int, { description: 'Reports still waiting to be processed' })
  pending!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the latest report came' })
  latestAt!: Date;
}

@InputType()
export class ErrorReportGroupFilter {
  @Field(() => ReviewStatus, { nullable: true, description: 'Only resources with at least one report in this state' })
  status?: ReviewStatus;

  @Field({ nullable: true, description: "Part of the resource's title" })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;
}

export const ErrorReportGroupPage = createPageType(ErrorReportGroup, 'ErrorReportGroupPage');

interface GroupRow {
  resource_id: number;
  title: string;
  kind: ResourceKind;
  reports: string;
  pending: string;
  latest_at: Date;
  total: string;
}

/**
 * Reports grouped by resource, latest report first: one statement (the total rides along as a
 * window count); a second only when the page is past the end, to still say how many there are.
 * The (resource, status, created_at) index of resource_error_report serves the grouping.
 */
export async function errorReportGroups(
  em: EntityManager,
  filter: ErrorReportGroupFilter | undefined,
  page: number,
  pageSize: number,
): Promise<PageOf<ErrorReportGroup>> {
  assertPaging(page, pageSize);
  const params: unknown[] = [ReviewStatus.PENDING];
  const keyword = filter?.keyword?.trim();
  if (keyword) params.push(likePattern(keyword));
  if (filter?.status) params.push(filter.status);
  const grouped = `
    from resource_error_report e join resource r on r.id = e.resource_id
    ${keyword ? 'where r.title ilike ?' : ''}
    group by e.resource_id, r.title, r.kind
    ${filter?.status ? 'having bool_or(e.status = ?)' : ''}`;
  const rows = await em.execute<GroupRow[]>(
    `select e.resource_id, r.title, r.kind, count(*) as reports, count(*) filter (where e.status = ?) as pending,
       max(e.created_at) as latest_at, count(*) over () as total
     ${grouped}
     order by max(e.created_at) desc, e.resource_id desc limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    const [count] = await em.execute<{ n: string }[]>(`select count(*) as n from (select 1 ${grouped}) g`, params.slice(1));
    total = Number(count.n);
  }
  const items = rows.map((row) => ({
    resourceId: String(row.resource_id),
    title: row.title,
    kind: row.kind,
    reports: Number(row.reports),
    pending: Number(row.pending),
    latestAt: new Date(row.latest_at),
  }));
  return { items, total, page, pageSize, totalCapped: false };
}

@Resolver()
export class ErrorReportGroupsResolver {
  @Roles('ADMIN')
  @Query(() => ErrorReportGroupPage, {
    description: '纠错管理: error reports grouped by resource, latest report first, with how many there are and how many wait',
  })
  adminErrorReportGroups(
    @Ctx() ctx: Context,
    @Arg('filter', () => ErrorReportGroupFilter, { nullable: true }) filter: ErrorReportGroupFilter | undefined,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    return errorReportGroups(ctx.em, filter, page, pageSize);
  }
}
