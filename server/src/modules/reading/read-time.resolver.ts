import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { DEFAULT_PAGE_SIZE } from '../../core/crud/page.js';
import { AddReadTimeInput } from './read-time.inputs.js';
import { ReadTimeService } from './read-time.service.js';
import { MyReadTime, ReadTimeAdded, ReadTimeResourcePage, ReadTimeStatistics } from './read-time.types.js';

const reader = (ctx: Context) => ctx.viewer as Extract<NonNullable<Context['viewer']>, { kind: 'reader' }>;

/** Read time (issue 13): the reader pages' heartbeats, the reader's own totals and books, and statistics. */
@Resolver()
export class ReadTimeResolver {
  @Roles('READER')
  @Mutation(() => ReadTimeAdded, {
    description: 'A reader page heartbeat: adds the seconds read to today (at most 24 hours a day per resource); a heartbeat id counts once',
  })
  addReadTime(@Ctx() ctx: Context, @Arg('input') input: AddReadTimeInput) {
    return ReadTimeService.add(ctx.em, ctx.services, reader(ctx), input);
  }

  @Roles('READER')
  @Query(() => MyReadTime, { description: "The reader's read time: today, this week, this month, all time, and the last 30 days" })
  myReadTime(@Ctx() ctx: Context) {
    return ReadTimeService.mine(ctx.em, reader(ctx));
  }

  @Roles('READER')
  @Query(() => ReadTimeResourcePage, { description: 'The resources the reader has read, last read first, with time and last position' })
  myReadTimeResources(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    return ReadTimeService.byResource(ctx.em, reader(ctx), page, pageSize);
  }

  @Roles('ADMIN')
  @Query(() => ReadTimeStatistics, {
    description: 'Read time over library days from..to (YYYY-MM-DD, at most 366 days): totals, by day, top resources',
  })
  readTimeStatistics(@Ctx() ctx: Context, @Arg('from') from: string, @Arg('to') to: string) {
    return ReadTimeService.statistics(ctx.em, from, to);
  }
}
