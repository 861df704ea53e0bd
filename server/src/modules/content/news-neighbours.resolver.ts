import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public } from '../../core/auth/decorators.js';
import { parseId } from '../../core/crud/ids.js';
import { News } from './news.entity.js';
import { newsCrud } from './content.resolvers.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';

@ObjectType({ description: 'The items before and after one news item in its category, newest first' })
export class NewsNeighbours {
  @Field(() => News, { nullable: true, description: 'The next newer item' })
  previous?: News | null;

  @Field(() => News, { nullable: true, description: 'The next older item' })
  next?: News | null;
}

@Resolver()
export class NewsNeighboursResolver {
  /** For the detail page's previous/next links; the same visibility rules as the public list. */
  @Public()
  @PublicAnswer()
  @Query(() => NewsNeighbours)
  async newsNeighbours(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<NewsNeighbours> {
    const service = newsCrud.service;
    const visible = service.publicWhere() as object;
    const current = await ctx.em.findOne(News, { id: parseId(id), ...visible });
    if (!current) return { previous: null, next: null };
    const base = { ...visible, category: current.category };
    const [previous, next] = await Promise.all([
      ctx.em.findOne(
        News,
        {
          ...base,
          $or: [{ publishedAt: { $gt: current.publishedAt } }, { publishedAt: current.publishedAt, id: { $gt: current.id } }],
        },
        { orderBy: [{ publishedAt: 'ASC' }, { id: 'ASC' }] },
      ),
      ctx.em.findOne(
        News,
        {
          ...base,
          $or: [{ publishedAt: { $lt: current.publishedAt } }, { publishedAt: current.publishedAt, id: { $lt: current.id } }],
        },
        { orderBy: [{ publishedAt: 'DESC' }, { id: 'DESC' }] },
      ),
    ]);
    return { previous, next };
  }
}
