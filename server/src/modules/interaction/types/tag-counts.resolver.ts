import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { PublicAnswer } from '../../../core/graphql/field-marks.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { findOpenable } from '../../catalogue/index.js';
import { TagCount } from './tag.js';

@Resolver()
export class TagCountsResolver {
  @Public()
  @PublicAnswer({ shows: ['Tag'] })
  @Query(() => [TagCount], { description: "A resource's passed tags, most given first (the detail page's chips); at most 30" })
  async resourceTags(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string): Promise<TagCount[]> {
    const resource = await findOpenable(ctx.em, ctx.viewer, parseId(resourceId, 'resourceId'));
    const rows = await ctx.em.execute<{ text: string; count: string }[]>(
      `select text, count(*) as count from resource_tag where resource_id = ? and status = ? group by text order by count(*) desc, min(id) limit 30`,
      [resource.id, ReviewStatus.PASSED],
    );
    return rows.map((row) => ({ text: row.text, count: Number(row.count) }));
  }
}
