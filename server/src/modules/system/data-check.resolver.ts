import { Arg, Ctx, Extensions, Field, GraphQLISODateTime, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { actorOf, recordAudit } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { AppError } from '../../core/errors/app-error.js';
import { DATA_RULES, DataCheckRule, dataRule, type DataRule, type DataRuleContext } from './data-check.rules.js';

registerEnumType(DataCheckRule, {
  name: 'DataCheckRule',
  description: '引用的文件缺失 / 无引用的上传文件 / 缺少检索文档的资源 / 资源计数与实际不符 / 所属资源不符的子项',
});

@ObjectType({ description: 'One integrity rule of 数据检测 and what it found', simpleResolvers: true })
class DataCheckItem {
  @Field(() => DataCheckRule)
  rule!: DataCheckRule;

  @Field({ description: '检测项' })
  name!: string;

  @Field({ description: 'What the problem means for readers and staff' })
  description!: string;

  @Field(() => Int, { description: 'Problems found (0: all well)' })
  count!: number;

  @Field(() => [String], { description: 'A few of them (at most 10)' })
  @Extensions(IN_MEMORY_LIST)
  samples!: string[];

  @Field(() => String, { nullable: true, description: "The safe fix's button label; null when the rule only reports" })
  fixLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'What to confirm before the fix runs' })
  fixConfirm!: string | null;
}

@ObjectType({ description: 'The result of 数据检测' })
class DataCheckReport {
  @Field(() => GraphQLISODateTime)
  checkedAt!: Date;

  @Field(() => [DataCheckItem])
  @Extensions(IN_MEMORY_LIST)
  items!: DataCheckItem[];
}

@ObjectType({ description: 'What a data fix did, and what the rule finds after it' })
class DataFixResult {
  @Field(() => DataCheckRule)
  rule!: DataCheckRule;

  @Field(() => Int, { description: 'Items fixed (files deleted, documents rebuilt, resources recounted, parts removed)' })
  fixed!: number;

  @Field(() => DataCheckItem)
  item!: DataCheckItem;
}

const ruleContext = (ctx: Context): DataRuleContext => ({ em: ctx.em, storage: ctx.services.storage, now: new Date() });

async function checkOne(rule: DataRule, context: DataRuleContext): Promise<DataCheckItem> {
  const result = await rule.check(context);
  return {
    rule: rule.rule,
    name: rule.name,
    description: rule.description,
    ...result,
    fixLabel: rule.fix?.label ?? null,
    fixConfirm: rule.fix?.confirm ?? null,
  };
}

@Resolver()
export class DataCheckResolver {
  @Roles('ADMIN')
  @Query(() => DataCheckReport, { description: '数据检测: runs the given rules (all when left out) now' })
  async dataCheck(
    @Ctx() ctx: Context,
    @Arg('rules', () => [DataCheckRule], { nullable: true }) rules: DataCheckRule[] | null,
  ): Promise<DataCheckReport> {
    const context = ruleContext(ctx);
    const chosen = rules?.length ? DATA_RULES.filter((rule) => rules.includes(rule.rule)) : DATA_RULES;
    const items: DataCheckItem[] = [];
    // One rule at a time: each may scan large tables, and the database has other work to do.
    for (const rule of chosen) items.push(await checkOne(rule, context));
    return { checkedAt: context.now, items };
  }

  @Roles('ADMIN')
  @Mutation(() => DataFixResult, { description: "Runs a rule's safe fix (at most 5000 items per run), audited; then checks the rule again" })
  async fixDataCheck(@Ctx() ctx: Context, @Arg('rule', () => DataCheckRule) ruleName: DataCheckRule): Promise<DataFixResult> {
    const actor = actorOf(ctx);
    const rule = dataRule(ruleName);
    if (!rule.fix) throw AppError.badInput('rule', `「${rule.name}」没有可自动执行的修复，请按说明手动处理`);
    const context = ruleContext(ctx);
    const fixed = await rule.fix.run(context);
    const item = await checkOne(rule, context);
    await ctx.em.transactional(async (tx) => {
      recordAudit(
        tx,
        actor,
        'fix',
        'DataCheck',
        [],
        [
          { targetId: 0, field: `${rule.rule}.fixed`, before: null, after: String(fixed), changed: true },
          { targetId: 0, field: `${rule.rule}.remaining`, before: null, after: String(item.count), changed: true },
        ],
      );
    });
    return { rule: rule.rule, fixed, item };
  }
}
