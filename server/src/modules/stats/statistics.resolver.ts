import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf, recordAudit } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { DayVisits, StatisticsQuery, StatRow } from './statistics.inputs.js';
import { monthVisits, statistics } from './statistics.service.js';
import { recentDays } from './stats-rollup.job.js';
import { rollUpDays } from './rollup.js';

/** 统计分析: every statistics screen reads the roll-ups through these. */
@Resolver()
export class StatisticsResolver {
  @Roles('ADMIN')
  @Query(() => [StatRow], { description: 'One statistic over a range of days, per day, month or key (read from the daily roll-ups)' })
  statistics(@Ctx() ctx: Context, @Arg('query') query: StatisticsQuery): Promise<StatRow[]> {
    return statistics(ctx.em, query);
  }

  @Roles('ADMIN')
  @Query(() => [DayVisits], { description: "The month's visits by day (api/admin/statistical/month/visit); month YYYY-MM, default this month" })
  monthVisits(@Ctx() ctx: Context, @Arg('month', { nullable: true }) month?: string): Promise<DayVisits[]> {
    return monthVisits(ctx.em, month, recentDays().today);
  }

  @Roles('ADMIN')
  @Mutation(() => Boolean, { description: '更新统计: rolls up today and yesterday now instead of at the next scheduled run' })
  async refreshStatistics(@Ctx() ctx: Context): Promise<boolean> {
    const actor = actorOf(ctx);
    await ctx.services.events.flush();
    const { today, yesterday } = recentDays();
    await rollUpDays(ctx.em, yesterday, today);
    const em = ctx.em.fork();
    recordAudit(em, actor, 'refreshStatistics', 'StatDaily', []);
    await em.flush();
    return true;
  }
}
