import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../core/services.js';
import { LIBRARY_TIME_ZONE, libraryDay } from '../../core/library-time.js';
import { markLateDays, ROLLUP_CURSOR } from './late-days.js';
import { dayOf, rollUpDays } from './rollup.js';

export const STATS_ROLLUP_JOB = 'stats.rollup';

/** Older days a run catches up on at most (a new install, a long outage): the rest come next run. */
const BACKFILL_DAYS_PER_RUN = 31;
/** Raw events a retention statement deletes at most (short transactions on a big table). */
const RETENTION_CHUNK = 50_000;
/** A day rolled up this long after it ended is complete: batched events of its last moments are in. */
const SETTLED = `interval '2 minutes'`;

const iso = ([y, m, d]: [number, number, number]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The library's today and yesterday (YYYY-MM-DD). */
export function recentDays(now = new Date()): { today: string; yesterday: string } {
  return { today: iso(libraryDay(now)), yesterday: iso(libraryDay(new Date(now.getTime() - 86_400_000))) };
}

/**
 * Days to roll up again before yesterday, oldest first: days within the retention window never
 * rolled up after they ended, and days marked stale (late-days.ts) whose raw events are all kept
 * (from today − retention on; an older day rolled up again would lose what retention dropped).
 */
async function unsettledDays(em: EntityManager, yesterday: string, retentionDays: number): Promise<string[]> {
  const rows = await em.getConnection().execute<{ day: string }[]>(
    `select to_char(day, 'YYYY-MM-DD') as day from (
       select d::date as day from generate_series(?::date - ?::int, ?::date - 1, interval '1 day') d
       where not exists (select 1 from stat_rollup_day r where r.day = d::date
                         and r.rolled_at >= ((d::date + 1)::timestamp at time zone '${LIBRARY_TIME_ZONE}') + ${SETTLED})
       union
       select day from stat_rollup_day where stale and day > ?::date - ?::int and day < ?::date
     ) days order by day limit ?`,
    [yesterday, retentionDays, yesterday, yesterday, retentionDays, yesterday, BACKFILL_DAYS_PER_RUN],
  );
  return rows.map((r) => r.day);
}

/**
 * Deletes raw events older than the retention window, but only those of days whose roll-up is
 * complete, and that reached the log before it or were seen by the search for late rows (which
 * leaves late rows of days past the window uncounted): any other event is kept. A stale day past
 * the window is not rolled up again (unsettledDays), so its events go too.
 */
export async function dropExpiredEvents(em: EntityManager, today: string, retentionDays: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await em.getConnection().execute<{ affectedRows: number }>(
      `delete from usage_event where seq in (
         select u.seq from usage_event u
         join stat_rollup_day r on r.day = ${dayOf('u.at')}
           and r.rolled_at >= ((r.day + 1)::timestamp at time zone '${LIBRARY_TIME_ZONE}') + ${SETTLED}
           and (u.recorded_at < r.rolled_at
                or u.seq <= (select last_seq from event_cursor where subscriber = '${ROLLUP_CURSOR}'))
         where u.at < ((?::date - ?::int)::timestamp at time zone '${LIBRARY_TIME_ZONE}')
         limit ?)`,
      [today, retentionDays, RETENTION_CHUNK],
      'run',
    );
    deleted += result.affectedRows;
    if (result.affectedRows < RETENTION_CHUNK) return deleted;
  }
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Ascending days as runs of consecutive days: one roll-up statement per run rather than per day. */
export function runsOf(days: string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** One run: the days late rows reached marked, today and yesterday again, older days never completed or stale, then retention. */
export async function runStatsRollup(em: EntityManager, retentionDays: number, now = new Date()) {
  const { today, yesterday } = recentDays(now);
  const late = await markLateDays(em, today, yesterday, retentionDays);
  const backfill = await unsettledDays(em, yesterday, retentionDays);
  for (const [from, to] of runsOf(backfill)) await rollUpDays(em, from, to);
  const rows = await rollUpDays(em, yesterday, today);
  const expired = await dropExpiredEvents(em, today, retentionDays);
  return { today, late, backfilled: backfill.length, rows, expired };
}

/** Every few minutes (STATS_ROLLUP_CRON, on the library's clock as NOTICE_CRON and BACKUP_CRON), once across all processes. */
export function registerStatsRollup(services: Services) {
  services.jobs.define({
    name: STATS_ROLLUP_JOB,
    schedule: services.config.statsRollupCron,
    scheduleTimeZone: LIBRARY_TIME_ZONE,
    // A run missed is made up by the next; two at once would only repeat each other's work.
    maxAttempts: 1,
    keepCompletedSeconds: 24 * 3600,
    handler: (_payload, { em }) => runStatsRollup(em, services.config.eventRetentionDays),
  });
}
