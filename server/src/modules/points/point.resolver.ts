import type { EntityData } from '@mikro-orm/core';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ValidateNested } from 'class-validator';
import type { Context } from '../../core/context.js';
import { actorOf } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId } from '../../core/crud/ids.js';
import { DEFAULT_PAGE_SIZE, SortOrder } from '../../core/crud/page.js';
import { contains } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { Internal } from '../../core/graphql/field-marks.js';
import { PointEntry } from './point-entry.entity.js';
import { adjustPoints } from './point-ledger.js';
import { MyPoints, myPoints, PointAccountPage, pointAccounts, pointEntries, PointEntryPage } from './point-queries.js';
import { PointAction, PointRule } from './point-rule.entity.js';
import { PointAdjustmentInput, PointEntryFilter, PointRuleFilter, PointRuleInput } from './point.inputs.js';

/**
 * 积分规则 on the CRUD factory: adminPointRules, adminPointRule, updatePointRule, enable/disable
 * (singly and in batch; REST api/admin/integrationRule/…). The actions are fixed, so no create or remove.
 */
export const pointRuleCrud = createCrudResolver({
  entity: PointRule,
  typeName: 'PointRule',
  one: 'pointRule',
  many: 'pointRules',
  rest: 'integrationRule',
  input: PointRuleInput,
  filter: PointRuleFilter,
  where: {
    keyword: (text) => ({ name: contains(text) }),
    enabled: (enabled) => ({ enabled }),
  },
  sortFields: ['sort', 'id', 'updatedAt'],
  defaultOrder: SortOrder.ASC,
  publicQueries: false,
  actions: { create: false, recommend: false, remove: false },
  toData: ({ name, description, ...rest }) =>
    ({ ...rest, name: name?.trim(), description: description === undefined ? undefined : description?.trim() || null }) as EntityData<PointRule>,
  beforeSave: async (_em, data) => {
    if (data.name === '') throw AppError.badInput('name', '请输入规则名称');
  },
});

@ArgsType()
class PointEntriesArgs {
  @Field(() => PointEntryFilter, { nullable: true })
  @ValidateNested()
  filter?: PointEntryFilter;

  @Field(() => Int, { defaultValue: 1 })
  page!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  pageSize!: number;
}

@Resolver(() => PointEntry)
export class PointEntryResolver {
  @FieldResolver(() => PointAction, { nullable: true, description: 'The rule that awarded it; null for a manual adjustment' })
  async action(@Root() entry: PointEntry): Promise<PointAction | null> {
    return entry.rule ? ((await entry.rule.load())?.action ?? null) : null;
  }

  @Internal()
  @FieldResolver(() => String, { nullable: true, description: 'Back office only: the administrator who adjusted by hand' })
  async adminName(@Root() entry: PointEntry): Promise<string | null> {
    return entry.admin ? ((await entry.admin.load())?.name ?? null) : null;
  }
}

@Resolver()
export class PointsResolver {
  @Roles('READER')
  @Query(() => MyPoints, { description: "我的积分: the reader's balance, the enabled rules and today's points from each (REST GET api/user/points)" })
  myPoints(@Ctx() ctx: Context): Promise<MyPoints> {
    return myPoints(ctx.em, ctx.viewer!.id);
  }

  @Roles('READER')
  @Query(() => PointEntryPage, { description: "The reader's own ledger, newest first (REST GET api/user/points/list)" })
  myPointEntries(@Ctx() ctx: Context, @Args(() => PointEntriesArgs) args: PointEntriesArgs) {
    return pointEntries(ctx.em, ctx.viewer!.id, args.filter, args.page, args.pageSize);
  }

  @Roles('ADMIN')
  @Query(() => PointAccountPage, { description: '用户积分: readers with balances, highest first (REST GET api/admin/integration/list)' })
  pointAccounts(
    @Ctx() ctx: Context,
    @Arg('keyword', () => String, { nullable: true, description: 'Part of the name, card number or phone' }) keyword: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    return pointAccounts(ctx.em, keyword?.slice(0, 100), page, pageSize);
  }

  @Roles('ADMIN')
  @Query(() => PointEntryPage, { description: "A reader's ledger for the back office (REST GET api/admin/integration/entries/{readerId})" })
  pointEntries(@Ctx() ctx: Context, @Arg('readerId', () => ID) readerId: string, @Args(() => PointEntriesArgs) args: PointEntriesArgs) {
    return pointEntries(ctx.em, parseId(readerId, 'readerId'), args.filter, args.page, args.pageSize);
  }

  @Roles('ADMIN')
  @Mutation(() => PointEntry, {
    description:
      '调整积分 with a reason (audited); the balance may not go below 0 (REST POST api/admin/integration/adjust/{readerId}, body delta and reason)',
  })
  adjustPoints(
    @Ctx() ctx: Context,
    @Arg('readerId', () => ID) readerId: string,
    @Arg('input', () => PointAdjustmentInput) input: PointAdjustmentInput,
  ) {
    return adjustPoints(ctx.em, parseId(readerId, 'readerId'), input.delta, input.reason, actorOf(ctx));
  }
}
