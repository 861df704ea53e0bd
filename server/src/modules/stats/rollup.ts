import type { EntityManager } from '@mikro-orm/postgresql';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { ReviewStatus } from '../../core/review/review-status.js';

/** A library day's first instant, in SQL, for a `date` parameter. */
const dayStart = (param: string) => `((${param})::timestamp at time zone '${LIBRARY_TIME_ZONE}')`;
/** An instant's library day, in SQL. */
export const dayOf = (column: string) => `((${column}) at time zone '${LIBRARY_TIME_ZONE}')::date`;

/**
 * What the roll-up counts, as (day, metric, scope, dimension, key, value) rows over `e` (the raw
 * events of the days rolled up). A new statistic is a line here plus its entry in the catalogue
 * (statistics-catalogue.ts).
 */
const EVENT_RULES = [
  // Page views: 终端统计, 访问方式, 时段统计 (by hour, day, month), per content type.
  `select day, 'visit', '', 'all', '', count(*) from e where type = 'page.view' group by day`,
  `select day, 'visit', '', 'terminal', coalesce(dims->>'terminal', 'pc'), count(*) from e where type = 'page.view' group by 1, 5`,
  `select day, 'visit', '', 'access', coalesce(dims->>'access', 'direct'), count(*) from e where type = 'page.view' group by 1, 5`,
  `select day, 'visit', '', 'hour', lpad(hour::text, 2, '0'), count(*) from e where type = 'page.view' group by 1, 5`,
  `select day, 'visit', '', 'kind', dims->>'kind', count(*) from e where type = 'page.view' and dims->>'kind' is not null group by 1, 5`,
  // Readers who did anything that day (logged-in events only).
  `select day, 'reader.active', '', 'all', '', count(distinct reader_id) from e where reader_id is not null group by day`,
  `select day, 'login', '', 'all', '', count(*) from e where type = 'login' group by day`,
  `select day, 'login', '', 'method', coalesce(dims->>'method', 'other'), count(*) from e where type = 'login' group by 1, 5`,
  // Shares: by channel, by resource, and each resource's channels (分享统计 and its detail).
  `select day, 'share', '', 'all', '', count(*) from e where type = 'share' group by day`,
  `select day, 'share', '', 'channel', coalesce(dims->>'channel', 'link'), count(*) from e where type = 'share' group by 1, 5`,
  `select day, 'share', '', 'resource', resource_id::text, count(*) from e where type = 'share' and resource_id is not null group by 1, 5`,
  `select day, 'share', 'resource:' || resource_id, 'channel', coalesce(dims->>'channel', 'link'), count(*)
     from e where type = 'share' and resource_id is not null group by 1, 3, 5`,
  `select day, 'search', '', 'all', '', count(*) from e where type = 'search' group by day`,
  `select day, 'download', '', 'all', '', count(*) from e where type = 'download' group by day`,
  `select day, 'download', '', 'kind', coalesce(dims->>'kind', 'other'), count(*) from e where type = 'download' group by 1, 5`,
  // Reading time in seconds.
  `select day, 'read', '', 'all', '', sum(amount) from e where type = 'read' group by day`,
  // Activities: sign-ups and check-ins, in all and per activity.
  `select day, 'activity.signUp', '', 'all', '', count(*) from e where type = 'activity.signUp' group by day`,
  `select day, 'activity.signUp', '', 'activity', dims->>'activity', count(*) from e where type = 'activity.signUp' group by 1, 5`,
  `select day, 'activity.checkIn', '', 'all', '', count(*) from e where type = 'activity.checkIn' group by day`,
  `select day, 'activity.checkIn', '', 'activity', dims->>'activity', count(*) from e where type = 'activity.checkIn' group by 1, 5`,
  // The most active readers (用户统计), and one reader's own activity (its detail): events by type, reading seconds.
  `select day, 'reader.event', '', 'reader', reader_id::text, count(*) from e where reader_id is not null group by 1, 5`,
  `select day, 'reader.event', 'reader:' || reader_id, 'type', type, count(*) from e where reader_id is not null group by 1, 3, 5`,
  `select day, 'read', 'reader:' || reader_id, 'all', '', sum(amount) from e where type = 'read' and reader_id is not null group by 1, 3`,
];

/**
 * Counts kept by entity tables rather than the log: new readers, and the tags readers gave that
 * passed review (by the day they were given; a review later makes that day's roll-up stale, see
 * stats-rollup.job.ts).
 */
const TABLE_RULES = [
  `select ${dayOf('created_at')}, 'reader.new', '', 'all', '', count(*) from reader
     where created_at >= ${dayStart('?')} and created_at < ${dayStart('?::date + 1')} group by 1`,
  `select ${dayOf('created_at')}, 'tag', '', 'all', '', count(*) from resource_tag
     where status = '${ReviewStatus.PASSED}' and created_at >= ${dayStart('?')} and created_at < ${dayStart('?::date + 1')} group by 1`,
  `select ${dayOf('created_at')}, 'tag', '', 'text', left(text, 100), count(*) from resource_tag
     where status = '${ReviewStatus.PASSED}' and created_at >= ${dayStart('?')} and created_at < ${dayStart('?::date + 1')} group by 1, 5`,
];

const INSERT = `
  insert into stat_daily (day, metric, scope, dimension, key, value)
  with e as materialized (
    select ${dayOf('at')} as day, extract(hour from at at time zone '${LIBRARY_TIME_ZONE}')::int as hour,
           type, reader_id, resource_id, amount, dims
    from usage_event where at >= ${dayStart('?')} and at < ${dayStart('?::date + 1')}
  )
  select day, m, s, d, left(coalesce(k, ''), 100), v from (
    ${[...EVENT_RULES, ...TABLE_RULES].join('\n    union all ')}
  ) as rows(day, m, s, d, k, v)
  where v > 0`;

/**
 * Rewrites the roll-ups of the library days `from`..`to` (YYYY-MM-DD, inclusive) from the raw
 * events, in one transaction: running it again, or while readers keep visiting, gives the same or
 * newer numbers, never a double count. Records each day as rolled up now (and no longer stale).
 */
export async function rollUpDays(em: EntityManager, from: string, to: string): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    // Two runs at once (a schedule and a manual run) take turns rather than collide on the keys.
    await conn.execute(`select pg_advisory_xact_lock(hashtext('stats.rollup'))`, [], 'all', ctx);
    await conn.execute(`delete from stat_daily where day between ? and ?`, [from, to], 'run', ctx);
    const params = [from, to, ...TABLE_RULES.flatMap(() => [from, to])];
    const inserted = await conn.execute<{ affectedRows: number }>(INSERT, params, 'run', ctx);
    await conn.execute(
      `insert into stat_rollup_day (day, rolled_at, stale) select d::date, now(), false from generate_series(?::date, ?::date, interval '1 day') d
       on conflict (day) do update set rolled_at = excluded.rolled_at, stale = false`,
      [from, to],
      'run',
      ctx,
    );
    return inserted.affectedRows;
  });
}
