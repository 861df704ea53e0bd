import { Ctx, Extensions, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Roles } from '../../core/auth/decorators.js';
import { NO_READ_BACK } from '../../core/http/read-your-writes.js';
import { MarkType } from './marks/reader-mark.entity.js';
import { submissionTables } from './submission/submission-tables.js';

/**
 * Counts other domains add to the poll: a SQL expression of `:reader` (a scalar subquery on an
 * indexed column), read in the same statement, and a field resolver on ReaderNotices returning
 * `counts[name]` (circulation: loans due soon).
 */
const extraCounts = new Map<string, string>();

export function addNoticeCount(name: string, sql: string) {
  extraCounts.set(name, sql);
}

/** What the personal centre polls for (spec: api/user/polling), as counts. */
@ObjectType({ description: 'Counts the personal centre shows as badges; cheap enough to poll every minute' })
export class ReaderNotices {
  readerId!: number;

  /** The counts other domains added (addNoticeCount), by name. */
  counts!: Record<string, number>;

  @Field(() => Int, { description: 'Submissions reviewed or replied to since the reader last looked' })
  unreadReplies!: number;

  @Field(() => Int, { description: 'Subscriptions with editions or volumes the reader has not seen' })
  newIssues!: number;
}

@Resolver(() => ReaderNotices)
export class NoticesResolver {
  /** A mutation, as the spec's POST: the answer is the reader's own and never cached. */
  @Roles('READER')
  // It only counts (every minute, from every page of the personal centre): no read-your-writes mark.
  @Extensions(NO_READ_BACK)
  @Mutation(() => ReaderNotices, { description: "The reader's badges: unread replies and new issues of subscriptions (one statement)" })
  async readerNotices(@Ctx() ctx: Context): Promise<ReaderNotices> {
    const readerId = ctx.viewer!.id;
    const unread = submissionTables(ctx.em).map((table) => `(select count(*) from ${table} where reader_id = :reader and unread)`);
    const extra = [...extraCounts].map(([name, sql]) => `, (${sql}) as "${name}"`).join('');
    const [row] = await ctx.em.execute<Record<string, string>[]>(
      ctx.em.getKnex().raw(
        `select ${unread.join(' + ')} as unread,
            (select count(*) from reader_mark m where m.reader_id = :reader and m.type = :type and (
               exists (select 1 from newspaper_edition e where e.resource_id = m.resource_id and e.enabled and e.created_at > m.seen_at)
               or exists (select 1 from journal_volume v where v.resource_id = m.resource_id and v.enabled and v.created_at > m.seen_at))) as issues${extra}`,
        { reader: readerId, type: MarkType.SUBSCRIPTION },
      ),
    );
    const counts = Object.fromEntries([...extraCounts.keys()].map((name) => [name, Number(row[name])]));
    return { readerId, unreadReplies: Number(row.unread), newIssues: Number(row.issues), counts };
  }
}
