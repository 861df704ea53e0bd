/**
 * Issue 17 gaps: rows that reach a day after its roll-up (late events, tags reviewed later) are
 * counted by the next run, found by insertion order rather than by re-reading history; days past
 * the retention window are not rolled up again; 标签统计 counts passed tags only, and follows reviews
 * and removals of days already rolled up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropExpiredEvents, recentDays, runStatsRollup } from '../../src/modules/stats/stats-rollup.job.js';
import { rollUpDays } from '../../src/modules/stats/rollup.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
/** Library days: ten days ago (inside the 180-day window) and 200 days ago (past it). */
let recent: string;
let old: string;

const RETENTION = 180;
const run = () => runStatsRollup(portal.services.orm.em.fork(), RETENTION);

async function ok(query: string, variables: Record<string, unknown> = {}) {
  const res = await portal.gql<Data>(query, variables, admin);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const visits = async (day: string) =>
  Number(
    (
      await portal.sql<{ v: string }>(
        `select coalesce(sum(value), 0) as v from stat_daily where metric = 'visit' and dimension = 'all' and day = ?`,
        [day],
      )
    )[0].v,
  );

/** Page views of `day`: written as they happened (`ontime`), a minute ago (late, long committed), or now. */
async function views(day: string, n: number, written: 'ontime' | 'late' | 'now' = 'late') {
  const at = `('${day}'::timestamp at time zone 'Asia/Shanghai') + g * interval '1 hour'`;
  const recorded = { ontime: at, late: `now() - interval '1 minute'`, now: 'now()' }[written];
  await portal.sql(
    `insert into usage_event (id, type, at, recorded_at, dims)
     select gen_random_uuid(), 'page.view', ${at}, ${recorded}, '{"path":"/","terminal":"pc","access":"direct"}'
     from generate_series(1, ${n}) g`,
  );
}

/** Rolls `day` up as the run an hour after it ended did. */
async function settle(day: string) {
  await rollUpDays(portal.services.orm.em.fork(), day, day);
  await portal.sql(`update stat_rollup_day set rolled_at = ((day + 1)::timestamp at time zone 'Asia/Shanghai') + interval '1 hour' where day = ?`, [
    day,
  ]);
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  [{ recent, old }] = await portal.sql<{ recent: string; old: string }>(
    `select to_char((now() at time zone 'Asia/Shanghai')::date - 10, 'YYYY-MM-DD') as recent,
            to_char((now() at time zone 'Asia/Shanghai')::date - 200, 'YYYY-MM-DD') as old`,
  );
  // Every day of the window was rolled up after it ended (by earlier runs): a run backfills nothing.
  await portal.sql(
    `insert into stat_rollup_day (day, rolled_at, stale)
     select d::date, ((d::date + 1)::timestamp at time zone 'Asia/Shanghai') + interval '1 hour', false
     from generate_series((now() at time zone 'Asia/Shanghai')::date - ${RETENTION + 1}, (now() at time zone 'Asia/Shanghai')::date - 2, interval '1 day') d`,
  );
}, 60_000);

afterAll(async () => {
  await portal?.close();
});

describe('late rows', () => {
  it('counts an event that reaches a day already rolled up, on the next run, and rolls no day again without one', async () => {
    await views(recent, 3, 'ontime');
    await settle(recent);
    expect(await run()).toMatchObject({ late: 0, backfilled: 0 });
    expect(await visits(recent)).toBe(3);
    const settled = await portal.sql<{ stale: boolean }>(`select stale from stat_rollup_day where day = ?`, [recent]);
    expect(settled).toEqual([{ stale: false }]);

    // Two views of that day flushed late (a batch written after the roll-up, a tab that slept).
    await views(recent, 2);
    expect(await run()).toMatchObject({ late: 1, backfilled: 1 });
    expect(await visits(recent)).toBe(5);
    // Nothing new: no old day is read again.
    expect(await run()).toMatchObject({ late: 0, backfilled: 0 });
    expect(await visits(recent)).toBe(5);
  });

  it('does not move past a row inserted a moment ago (rows before it may still be committing), and counts it later', async () => {
    await views(recent, 1, 'now');
    expect(await run()).toMatchObject({ late: 0, backfilled: 0 });
    expect(await visits(recent)).toBe(5);
    // Seconds later it is old enough.
    await portal.sql(`update usage_event set recorded_at = now() - interval '1 minute' where recorded_at > now() - interval '5 seconds'`);
    expect(await run()).toMatchObject({ late: 1, backfilled: 1 });
    expect(await visits(recent)).toBe(6);
  });

  it('leaves a day past the retention window as rolled up (its raw events are gone), and retention drops the late row', async () => {
    await views(old, 4, 'ontime');
    await settle(old);
    // Retention drops the day's raw events; its roll-up stays.
    const { today } = recentDays();
    expect(await dropExpiredEvents(portal.services.orm.em.fork(), today, RETENTION)).toBe(4);
    await views(old, 1);
    // Marked stale as well (a passed tag of that day removed): still not rolled up again.
    await portal.sql(`update stat_rollup_day set stale = true where day = ?`, [old]);
    expect(await run()).toMatchObject({ late: 0, backfilled: 0, expired: 1 });
    expect(await visits(old)).toBe(4);
    expect((await portal.sql<{ n: string }>(`select count(*) as n from usage_event where at < now() - interval '190 days'`))[0].n).toBe('0');
  });
});

describe('标签统计', () => {
  it('counts passed tags only, and a tag passed after its day was rolled up is counted by the next run', async () => {
    const book = (await ok(`mutation($input: BookInput!) { createBook(input: $input) { id } }`, { input: { title: '标签统计之书' } }))
      .createBook as Data;
    const resource = { id: Number(book.id) };
    await portal.readerToken();
    const [reader] = await portal.sql<{ id: number }>(`select id from reader order by id limit 1`);
    const tags = await portal.sql<{ id: number }>(
      `insert into resource_tag (created_at, updated_at, reader_id, resource_id, text, status)
       select ('${recent}'::timestamp at time zone 'Asia/Shanghai') + interval '9 hours', now(), ?, ?, t.text, t.status::review_status
       from (values ('经典', 'PASSED'), ('经典', 'PASSED'), ('经典', 'PENDING'), ('广告', 'REJECTED'), ('好书', 'PENDING')) as t(text, status)
       returning id`,
      [reader.id, resource.id],
    );
    await settle(recent);
    const tagStats = async (dimension: string) =>
      (
        await ok(`query($q: StatisticsQuery!) { statistics(query: $q) { key value } }`, {
          q: { metric: 'tag', dimension, from: recent, to: recent, by: 'KEY' },
        })
      ).statistics as Array<{ key: string; value: number }>;
    expect(await tagStats('text')).toEqual([{ key: '经典', value: 2 }]);
    expect(await tagStats('all')).toEqual([{ key: '', value: 2 }]);

    // The back office passes the pending 好书 ten days later: the day's roll-up follows on the next run.
    await ok(`mutation($id: ID!) { setStatusTag(id: $id, value: PASSED) { id status } }`, { id: String(tags[4].id) });
    expect(await run()).toMatchObject({ late: 1 });
    expect(await tagStats('text')).toEqual([
      { key: '经典', value: 2 },
      { key: '好书', value: 1 },
    ]);
    expect(await tagStats('all')).toEqual([{ key: '', value: 3 }]);

    // Later (the review is past the next run's look-back), a passed tag is removed: no row is left
    // to find, so the removal itself marks its day.
    await portal.sql(`update resource_tag set reviewed_at = now() - interval '1 hour' where id = ?`, [tags[4].id]);
    await ok(`mutation($id: ID!) { removeTag(id: $id) }`, { id: String(tags[0].id) });
    expect(await run()).toMatchObject({ late: 0, backfilled: 1 });
    expect(await tagStats('all')).toEqual([{ key: '', value: 2 }]);
    expect(await tagStats('text')).toEqual([
      { key: '好书', value: 1 },
      { key: '经典', value: 1 },
    ]);
  });
});
