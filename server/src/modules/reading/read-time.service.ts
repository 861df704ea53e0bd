import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { parseId } from '../../core/crud/ids.js';
import { assertPaging, type PageOf } from '../../core/crud/page.js';
import { AppError } from '../../core/errors/app-error.js';
import { READER_LIMITS } from '../../core/limits/reader-bounds.js';
import type { Services } from '../../core/services.js';
import { recordNewEvent } from '../../core/events/index.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { findOpenable, Resource, visibleSql } from '../catalogue/index.js';
import { READ_TIME_DAY_CAP_SECONDS } from './read-time.entity.js';
import type { AddReadTimeInput } from './read-time.inputs.js';
import type { MyReadTime, ReadTimeAdded, ReadTimeResource, ReadTimeStatistics } from './read-time.types.js';
import { READABLE_KINDS } from './reading-state.service.js';

type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/** The chart of the personal page. */
export const READ_TIME_CHART_DAYS = 30;
/** Statistics cover at most a year of days. */
export const MAX_STATISTICS_DAYS = 366;
const TOP_RESOURCES = 10;

/** Today in the library's calendar, as SQL (a date). */
const TODAY = `(now() at time zone '${LIBRARY_TIME_ZONE}')::date`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Sums come back from PostgreSQL as bigint strings. */
const num = (value: unknown) => Number(value ?? 0);

function parseDay(value: string, field: string): Date {
  const at = DATE.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) throw AppError.badInput(field, '日期格式应为 YYYY-MM-DD');
  return at;
}

export const ReadTimeService = {
  /**
   * Adds one heartbeat to today's row for the reader and resource. The heartbeat is the usage
   * event `read` (id = heartbeatId) in the same transaction: the ledger moves only when the event
   * is new, so a retried heartbeat counts once, and points subscribe to exactly what was counted.
   * The reader's clock (`read_clock`) and then the day's row are locked first, so the counted
   * seconds, the wall-clock bound and the 24-hour cap agree under concurrent heartbeats (two tabs).
   *
   * Issue 54, S11: a heartbeat is credited at most the server's time since the reader's credit
   * stands (never more than READER_LIMITS.readTime.backlogSeconds behind now), so new heartbeat ids
   * in a loop add nothing past the wall clock, and heartbeats are rate-limited per reader.
   */
  async add(em: EntityManager, services: Services, viewer: ReaderViewer, input: AddReadTimeInput): Promise<ReadTimeAdded> {
    if (!(await services.rateLimiter.hit(READER_LIMITS.readTime.rate, String(viewer.id)))) {
      throw AppError.tooManyRequests('阅读时长上报过于频繁，请稍后再试');
    }
    const resource = await findOpenable(em, viewer, parseId(input.resourceId, 'resourceId'));
    const format = READABLE_KINDS[resource.kind];
    if (!format) throw AppError.badInput('resourceId', '该资源不支持在线阅读');
    const backlog = READER_LIMITS.readTime.backlogSeconds;
    return em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      // Where the credit stands, never further back than the backlog: what the clock allows now.
      const since = `greatest(credited_until, now() - make_interval(secs => ?))`;
      await conn.execute(
        `insert into read_clock (created_at, updated_at, reader_id, credited_until) values (now(), now(), ?, now() - make_interval(secs => ?))
         on conflict (reader_id) do nothing`,
        [viewer.id, backlog],
        'run',
        ctx,
      );
      const [clock] = await conn.execute<{ allowed: number }[]>(
        `select floor(greatest(0, extract(epoch from now() - ${since})))::int as allowed from read_clock where reader_id = ? for update`,
        [backlog, viewer.id],
        'all',
        ctx,
      );
      const [{ day }] = await conn.execute<{ day: string }[]>(`select ${TODAY}::text as day`, [], 'all', ctx);
      const [kept] = await conn.execute<{ seconds: number }[]>(
        `select seconds from read_time where reader_id = ? and resource_id = ? and day = ? for update`,
        [viewer.id, resource.id, day],
        'all',
        ctx,
      );
      const before = kept?.seconds ?? 0;
      const counted = Math.max(0, Math.min(input.seconds, clock.allowed, READ_TIME_DAY_CAP_SECONDS - before));
      const fresh = await recordNewEvent(tx, {
        type: 'read',
        id: input.heartbeatId,
        readerId: viewer.id,
        resourceId: resource.id,
        amount: counted,
        dims: { kind: resource.kind, format },
      });
      if (!fresh) return { counted: 0, duplicate: true, todaySeconds: before };
      if (counted === 0) return { counted, duplicate: false, todaySeconds: before };
      await conn.execute(
        `update read_clock set credited_until = ${since} + make_interval(secs => ?), updated_at = now() where reader_id = ?`,
        [backlog, counted, viewer.id],
        'run',
        ctx,
      );
      const [row] = await conn.execute<{ seconds: number }[]>(
        `insert into read_time (created_at, updated_at, reader_id, resource_id, day, seconds) values (now(), now(), ?, ?, ?, ?)
         on conflict (reader_id, resource_id, day) do update set seconds = least(?, read_time.seconds + excluded.seconds), updated_at = now()
         returning seconds`,
        [viewer.id, resource.id, day, counted, READ_TIME_DAY_CAP_SECONDS],
        'all',
        ctx,
      );
      return { counted, duplicate: false, todaySeconds: row.seconds };
    });
  },

  /** Today, this week (from Monday), this month, all time, and the last 30 days. Two statements. */
  async mine(em: EntityManager, viewer: ReaderViewer): Promise<MyReadTime> {
    const conn = em.getConnection();
    const [totals] = await conn.execute<Record<'today' | 'week' | 'month' | 'total', string>[]>(
      `select coalesce(sum(seconds) filter (where day = t.today), 0) as today,
              coalesce(sum(seconds) filter (where day >= date_trunc('week', t.today)::date), 0) as week,
              coalesce(sum(seconds) filter (where day >= date_trunc('month', t.today)::date), 0) as month,
              coalesce(sum(seconds), 0) as total
         from (select ${TODAY} as today) t left join read_time on reader_id = ?`,
      [viewer.id],
    );
    const days = await conn.execute<{ day: string; seconds: string }[]>(
      `select g.day::date::text as day, coalesce(sum(rt.seconds), 0) as seconds
         from generate_series(${TODAY} - ?::int, ${TODAY}, interval '1 day') as g(day)
         left join read_time rt on rt.reader_id = ? and rt.day = g.day::date
        group by g.day order by g.day`,
      [READ_TIME_CHART_DAYS - 1, viewer.id],
    );
    return {
      today: num(totals.today),
      week: num(totals.week),
      month: num(totals.month),
      total: num(totals.total),
      byDay: days.map((d) => ({ day: d.day, seconds: num(d.seconds) })),
    };
  },

  /**
   * The resources the reader has read (still on the public site for them), last read first, with
   * their time and the latest reader state of each. Three statements for a page.
   */
  async byResource(em: EntityManager, viewer: ReaderViewer, page: number, pageSize: number): Promise<PageOf<ReadTimeResource>> {
    assertPaging(page, pageSize);
    const conn = em.getConnection();
    const rows = await conn.execute<{ resource_id: number; seconds: string; last_read_at: Date; total: string }[]>(
      `select rt.resource_id, sum(rt.seconds) as seconds, max(rt.updated_at) as last_read_at, count(*) over () as total
         from read_time rt join resource r on r.id = rt.resource_id
        where rt.reader_id = ? and ${visibleSql(viewer, 'r')}
        group by rt.resource_id
        order by max(rt.updated_at) desc, rt.resource_id desc
        limit ? offset ?`,
      [viewer.id, pageSize, (page - 1) * pageSize],
    );
    const ids = rows.map((row) => row.resource_id);
    const total = rows.length
      ? num(rows[0].total)
      : num(
          (
            await conn.execute<{ total: string }[]>(
              `select count(distinct rt.resource_id) as total from read_time rt join resource r on r.id = rt.resource_id
                where rt.reader_id = ? and ${visibleSql(viewer, 'r')}`,
              [viewer.id],
            )
          )[0].total,
        );
    if (!ids.length) return { items: [], total, page, pageSize, totalCapped: false };
    const [resources, states] = await Promise.all([
      em.find(Resource, { id: { $in: ids } }),
      conn.execute<{ resource_id: number; progress: number; location: string | null }[]>(
        `select distinct on (resource_id) resource_id, progress, location from reading_state
          where reader_id = ? and resource_id in (?) order by resource_id, saved_at desc`,
        [viewer.id, ids],
      ),
    ]);
    const items = rows.flatMap((row) => {
      const resource = resources.find((r) => r.id === row.resource_id);
      const state = states.find((s) => s.resource_id === row.resource_id);
      if (!resource) return [];
      return [
        {
          resource,
          seconds: num(row.seconds),
          lastReadAt: new Date(row.last_read_at),
          progress: state?.progress ?? null,
          location: state?.location ?? null,
        },
      ];
    });
    return { items, total, page, pageSize, totalCapped: false };
  },

  /** Read time over a range of library days: totals, every day, and the most read resources. */
  async statistics(em: EntityManager, from: string, to: string): Promise<ReadTimeStatistics> {
    const start = parseDay(from, 'from');
    const end = parseDay(to, 'to');
    if (end < start) throw AppError.badInput('to', '结束日期不能早于开始日期');
    if ((end.getTime() - start.getTime()) / 86_400_000 + 1 > MAX_STATISTICS_DAYS) {
      throw AppError.badInput('to', `统计区间不能超过 ${MAX_STATISTICS_DAYS} 天`);
    }
    const conn = em.getConnection();
    const [[totals], days, top] = await Promise.all([
      conn.execute<{ seconds: string; readers: string }[]>(
        `select coalesce(sum(seconds), 0) as seconds, count(distinct reader_id) as readers from read_time where day between ?::date and ?::date`,
        [from, to],
      ),
      conn.execute<{ day: string; seconds: string; readers: string }[]>(
        `select g.day::date::text as day, coalesce(sum(rt.seconds), 0) as seconds, count(distinct rt.reader_id) as readers
           from generate_series(?::date, ?::date, interval '1 day') as g(day)
           left join read_time rt on rt.day = g.day::date
          group by g.day order by g.day`,
        [from, to],
      ),
      conn.execute<{ resource_id: number; seconds: string; readers: string }[]>(
        `select resource_id, sum(seconds) as seconds, count(distinct reader_id) as readers from read_time
          where day between ?::date and ?::date group by resource_id order by sum(seconds) desc, resource_id limit ?`,
        [from, to, TOP_RESOURCES],
      ),
    ]);
    const resources = top.length ? await em.find(Resource, { id: { $in: top.map((t) => t.resource_id) } }) : [];
    return {
      from,
      to,
      totalSeconds: num(totals.seconds),
      readers: num(totals.readers),
      byDay: days.map((d) => ({ day: d.day, seconds: num(d.seconds), readers: num(d.readers) })),
      topResources: top.flatMap((t) => {
        const resource = resources.find((r) => r.id === t.resource_id);
        return resource ? [{ resource, seconds: num(t.seconds), readers: num(t.readers) }] : [];
      }),
    };
  },
};
