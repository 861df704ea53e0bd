import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPATCH_DELAY_SECONDS } from '../../core/events/index.js';
import { dayOf } from './rollup.js';

/** The roll-up's place in the usage log (event_cursor): how far it has looked for late rows. */
export const ROLLUP_CURSOR = 'stats.rollup';
/** Log rows one run looks at at most: after a long outage the rest come in the next runs. */
const ROWS_PER_RUN = 1_000_000n;
/** A review's time is taken before its transaction commits: look back this much past the last run. */
const REVIEW_MARGIN = `interval '2 minutes'`;

/**
 * Marks stale the settled days (before yesterday, within the retention window, whose raw events are
 * all kept) that received something since the last run: usage events inserted since the cursor,
 * whatever their time (batched writes flushed late, a tab that slept, a skewed clock), and tags
 * reviewed since. The log is read by insertion order (its primary key), so the cost is the rows
 * new since the last run, never the history. Days older than the window are not rolled up again:
 * their raw events are partly gone, and a new roll-up would lose them. Answers how many days it marked.
 */
export async function markLateDays(em: EntityManager, today: string, yesterday: string, retentionDays: number): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    // The same lock as rollUpDays: a day is never marked while it is being rolled up.
    await conn.execute(`select pg_advisory_xact_lock(hashtext('stats.rollup'))`, [], 'all', ctx);
    // First run: the days rolled up until now were complete by the rule of their time; start at the log's end.
    await conn.execute(
      `insert into event_cursor (subscriber, last_seq, updated_at) select ?, coalesce(max(seq), 0), now() from usage_event
       on conflict do nothing`,
      [ROLLUP_CURSOR],
      'run',
      ctx,
    );
    const [cursor] = await conn.execute<{ last_seq: string; updated_at: Date }[]>(
      `select last_seq, updated_at from event_cursor where subscriber = ? for update`,
      [ROLLUP_CURSOR],
      'all',
      ctx,
    );
    const last = String(cursor.last_seq);
    const ceiling = String(BigInt(last) + ROWS_PER_RUN);
    // Not past a row too young to be sure the rows before it have committed (as event-dispatch.ts).
    const [{ hi }] = await conn.execute<{ hi: string }[]>(
      `select coalesce(least(
         (select min(seq) - 1 from usage_event where seq > ? and seq <= ? and recorded_at >= now() - make_interval(secs => ?)),
         (select max(seq) from usage_event where seq > ? and seq <= ?)), ?) as hi`,
      [last, ceiling, DISPATCH_DELAY_SECONDS, last, ceiling, last],
      'all',
      ctx,
    );
    const marked = await conn.execute<{ affectedRows: number }>(
      `update stat_rollup_day set stale = true
       where not stale and day >= ?::date - ?::int and day < ?::date and day in (
         select ${dayOf('at')} from usage_event where seq > ? and seq <= ?
         union select ${dayOf('created_at')} from resource_tag where reviewed_at >= ?::timestamptz - ${REVIEW_MARGIN})`,
      [today, retentionDays, yesterday, last, String(hi), cursor.updated_at],
      'run',
      ctx,
    );
    await conn.execute(`update event_cursor set last_seq = ?, updated_at = now() where subscriber = ?`, [String(hi), ROLLUP_CURSOR], 'run', ctx);
    return marked.affectedRows;
  });
}

/**
 * A counted row of a past day went away without a trace the next run could find (a passed tag
 * removed): that day's roll-up is redone by the next run. Waits for a roll-up in progress (shared
 * lock), or the roll-up could count the row and then clear the mark.
 */
export async function markRolledDayStale(em: EntityManager, at: Date): Promise<void> {
  const conn = em.getConnection();
  const ctx = em.getTransactionContext();
  await conn.execute(`select pg_advisory_xact_lock_shared(hashtext('stats.rollup'))`, [], 'all', ctx);
  await conn.execute(`update stat_rollup_day set stale = true where day = ${dayOf('?::timestamptz')} and not stale`, [at], 'run', ctx);
}
